/**
 * The face of repeat delivery plans: the round job and the mail-link page the server starts, and
 * the desk's read of what is coming. Resolvers are wired by the composition root.
 */
export { planLinkSecret } from './plan-links.ts';
export { planLinkRoute } from './plan-link-route.ts';
export { runRoundJob, startRoundJob, type RoundPass, type RunningRoundJob } from './round-job.ts';
