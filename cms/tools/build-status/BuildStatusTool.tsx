import {useEffect, useState} from 'react'
import {Card, Container, Heading, Stack, Text} from '@sanity/ui'
import type {Tool} from 'sanity'
import {type BuildStatusText, describeBuildStatus} from './describe-build-status'

/** Where the shop answers; the Studio's own build reads SANITY_STUDIO_SITE_URL. */
const SITE_URL = (process.env.SANITY_STUDIO_SITE_URL || 'http://localhost:4321').replace(/\/$/, '')

/** Often enough to see a build finish; a build takes about a minute. */
const POLL_MS = 10_000

function BuildStatusPanel() {
  const [status, setStatus] = useState<BuildStatusText | null>(null)
  useEffect(() => {
    let stopped = false
    const read = async () => {
      try {
        const reply = await fetch(`${SITE_URL}/build-status`, {cache: 'no-store'})
        const text = describeBuildStatus(reply.ok ? await reply.json() : null)
        if (!stopped) setStatus(text)
      } catch {
        if (!stopped) setStatus({tone: 'caution', headline: `The shop at ${SITE_URL} did not answer.`, details: []})
      }
    }
    void read()
    const timer = setInterval(read, POLL_MS)
    return () => {
      stopped = true
      clearInterval(timer)
    }
  }, [])
  return (
    <Container width={1} padding={4}>
      <Stack gap={4}>
        <Heading as="h1" size={2}>
          Site build
        </Heading>
        <Card padding={4} radius={2} shadow={1} tone={status?.tone ?? 'default'} role="status">
          <Stack gap={3}>
            <Text weight="semibold">{status?.headline ?? 'Asking the shop…'}</Text>
            {status?.details.map((line) => (
              <Text key={line} size={1}>
                {line}
              </Text>
            ))}
          </Stack>
        </Card>
      </Stack>
    </Container>
  )
}

/** A Studio tool (top menu "Site build"): the last build's time, duration, result and trigger. */
export const buildStatusTool: Tool = {
  name: 'site-build',
  title: 'Site build',
  component: BuildStatusPanel,
}
