/**
 * Whether a posting's own words make it remote, for sources with no remote flag and no remote word in
 * the location (places.ts reads those): "Software Engineer (Remote)", "This is a fully remote role",
 * "Work from home". Words that deny it or make the job hybrid win over any that say it: "No remote
 * work", "This is not a remote role", "Hybrid: 3 days a week from our Pune office".
 */

/** A title that is remote: "(Remote)", "Remote - Backend Engineer", "Work from Home Data Entry". */
const remoteTitle = /(?:^|[\s([|,-])(?:remote|work from home|wfh)(?:$|[\s)\]|,-])/i
/** A title that only looks remote: "Remote Sensing Analyst", "Remote Patient Monitoring Nurse", "Hybrid". */
const notRemoteTitle =
  /\bremote\s+(?:sensing|monitoring|patient|support\s+engineer|pilot|operations?\s+centre|operated|access)\b|\bhybrid\b|\bnon[- ]remote\b/i

/**
 * Phrases of a description that make the job itself remote. A company that calls itself remote-first
 * says how it works, not that this job is remote: "We are remote-first; the Pune office is there when
 * you want it".
 */
const remotePhrases =
  /\b(?:(?:fully|100\s?%|completely|entirely|permanently|full[- ]time)\s+remote|remote[- ]only|hiring\s+(?:a|an)\s+(?:fully\s+)?remote|work\s+from\s+home\s+(?:from\s+)?anywhere|(?:this\s+is\s+an?\s+|a\s+)remote\s+(?:role|position|job|opportunity|contract)|(?:role|position|job)\s+is\s+(?:fully\s+)?remote|work\s+(?:from|at)\s+home\s+(?:role|position|job|opportunity|basis)|(?:permanent|100\s?%|full[- ]time)\s+work\s+from\s+home|work\s+from\s+anywhere|(?:you\s+)?can\s+work\s+remotely\s+from\s+anywhere)\b/i

/**
 * Phrases that deny remote work or make it partial: any one of them and the description does not make
 * the job remote, whatever else it says.
 */
const notRemotePhrases =
  /\b(?:no|not|non|never|without)[- ](?:an?\s+)?(?:fully\s+)?(?:remote|work\s+from\s+home|wfh)\b|\bremote\s+(?:work\s+)?(?:is\s+)?not\s+(?:possible|available|an\s+option|offered|allowed)\b|\bnot\s+(?:open|eligible)\s+(?:to|for)\s+remote\b|\bhybrid\s*(?:[:(]|(?:work|working|role|position|job|model|set-?up|arrangement|schedule|mode|policy|basis|opportunity)\b)|\b(?:is|are)\s+hybrid\b|\b(?:on[- ]?site|in[- ]office|from\s+(?:the|our)\s+office)\s+(?:only|role|position|job)\b|\b\d\s+days?\s+(?:a|per)\s+week\s+(?:in|from|at)\s+(?:the|our)?\s*office\b|\bwork\s+from\s+office\b|\bwfo\b/i

/** Whether the title or the description says the job is remote (and nothing says otherwise). */
export function isRemoteFromText(title: string, description: string): boolean {
  if (notRemoteTitle.test(title) || notRemotePhrases.test(description)) return false
  return remoteTitle.test(title) || remotePhrases.test(description)
}
