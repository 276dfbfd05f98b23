/**
 * Words a job description repeats that say nothing about the job: English function words and the
 * filler of job ads ('experience', 'candidate', 'responsibilities'). They are never taken as a job's
 * keywords. Lower case, four letters or more (shorter words are never keywords).
 */
export const KEYWORD_STOPWORDS: ReadonlySet<string> = new Set(
  `
about above across after again against also although among another around because been before being below
between both but could does doing down during each either else even ever every from further have having
here hers herself himself into itself just least less like more most much must myself neither never only
other ought ourselves over own same shall should some such than that their theirs them themselves then
there these they this those through thus under until upon very what when where whether which while whom
whose will with within without would your yours yourself yourselves
able ability abilities across additional also apply applicant applicants applying based benefit benefits
best bonus build candidate candidates career careers company companies competitive currently date days
degree description desired duties eligible employee employees employer employment environment equal
etc excellent experience experienced experiences familiarity familiar field following full good great
help high highly hire hiring ideal ideally including include includes individual information interested
job jobs join just know knowledge level looking location make making management manager members minimum
month months need needed needs new offer offered offering office opening opportunity opportunities part
people per person plus position positions preferred preference proven provide providing qualification
qualifications related relevant required requirement requirements responsibilities responsibility
responsible role roles salary skill skills strong successful team teams time understanding well work
working works year years across day week weeks india indian remote hybrid onsite site salary lakh lakhs
lpa annum ctc package open openings immediate joiner joiners notice period shift shifts please send
resume resumes email contact apply today within using used use various want wants will willing
`
    .split(/\s+/)
    .filter((word) => word.length >= 4),
)
