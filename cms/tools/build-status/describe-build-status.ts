// What the shop's GET /build-status says, in an editor's words. Pure, so the shop's tests check it
// (the Studio's own packages are not needed to run it).

export interface BuildStatusReply {
  last: {
    startedAt: string
    durationMs: number | null
    result: 'running' | 'succeeded' | 'failed' | 'requested'
    trigger: string
    reason?: string
  } | null
  lastSucceededAt: string | null
}

export type Tone = 'positive' | 'caution' | 'critical' | 'default'

export interface BuildStatusText {
  tone: Tone
  headline: string
  details: string[]
}

const time = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    timeZone: 'Europe/London',
  })

const seconds = (ms: number) => `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`

/** A reply this tool cannot read (an old server, a proxy's error page) says so, not a wrong state. */
export function describeBuildStatus(reply: unknown): BuildStatusText {
  if (!isReply(reply)) return {tone: 'caution', headline: 'The shop did not say how its build went.', details: []}
  const {last, lastSucceededAt} = reply
  if (!last) {
    return {
      tone: 'default',
      headline: 'No rebuild since the shop started: it serves the build it started with.',
      details: [],
    }
  }
  const started = `Started ${time(last.startedAt)}, because: ${last.trigger}.`
  const took = last.durationMs === null ? [] : [`Took ${seconds(last.durationMs)}.`]
  switch (last.result) {
    case 'running':
      return {tone: 'caution', headline: 'Building: your changes will show when it finishes.', details: [started]}
    case 'succeeded':
      return {tone: 'positive', headline: 'Published changes are live.', details: [started, ...took]}
    case 'requested':
      return {
        tone: 'positive',
        headline: 'The host is building the site; changes show once it deploys.',
        details: [started],
      }
    case 'failed':
      return {
        tone: 'critical',
        headline: `The last build failed (${last.reason ?? 'no reason given'}): the shop still shows the previous version.`,
        details: [
          started,
          ...took,
          lastSucceededAt ? `Last good build: ${time(lastSucceededAt)}.` : 'No good build since the shop started.',
          'Publishing again retries; if it keeps failing, tell the developers.',
        ],
      }
  }
}

function isReply(value: unknown): value is BuildStatusReply {
  if (typeof value !== 'object' || value === null || !('last' in value)) return false
  const last = (value as {last: unknown}).last
  if (last === null) return true
  return (
    typeof last === 'object' &&
    typeof (last as {startedAt?: unknown}).startedAt === 'string' &&
    ['running', 'succeeded', 'failed', 'requested'].includes((last as {result?: string}).result ?? '')
  )
}
