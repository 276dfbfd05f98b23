import { behavioural as b, technical as t, type RoleQuestions } from './question-shape.ts'

/** The engineering roles of the question bank (core/interviews/question-bank.ts). */
export const engineeringRoles: readonly RoleQuestions[] = [
  {
    role: 'software-engineer',
    questions: [
      b(
        'any',
        'Tell me about a bug that took you a long time to find. How did you track it down?',
        'Walk through how you narrowed the cause (logs, reproduction, bisecting), what the fix was and what you changed so it could not return.',
      ),
      b(
        'any',
        'Describe a time you disagreed with a teammate about a technical approach. What happened?',
        'Show that you argued with evidence (benchmarks, trade-offs), listened, and that the team reached a decision you then supported.',
      ),
      b(
        'mid',
        'Tell me about a project where the requirements changed late. How did you handle it?',
        'Explain how you re-planned scope, what you negotiated with the product owner and how the delivery date and quality were protected.',
      ),
      b(
        'senior',
        'Describe a time you mentored a junior engineer through a difficult task.',
        'Give the starting point, how you coached rather than took over, and the measurable growth (their first solo release, fewer review comments).',
      ),
      b(
        'entry',
        'Tell me about a project from college or an internship that you are proud of.',
        'Name your own contribution, the technologies, one hard problem you solved and what the result was (users, marks, demo).',
      ),
      t(
        'entry',
        'What is the difference between a process and a thread?',
        'A process has its own memory space; threads share the memory of their process, so they are cheaper to create but need synchronisation.',
      ),
      t(
        'entry',
        'Explain the time complexity of searching in a hash map versus a sorted array.',
        'Hash map lookup is O(1) on average (O(n) with many collisions); binary search in a sorted array is O(log n) and keeps order for range queries.',
      ),
      t(
        'entry',
        'What happens when you type a URL into the browser and press Enter?',
        'Cover DNS lookup, TCP and TLS handshakes, the HTTP request, the server response, and parsing and rendering HTML, CSS and JavaScript.',
      ),
      t(
        'any',
        'How would you design a URL shortener like bit.ly?',
        'Discuss the API, key generation (base62, collisions), storage choice, redirects with caching, analytics counters and how it scales for reads.',
      ),
      t(
        'any',
        'What are the SOLID principles? Give an example of one you applied.',
        'Name all five briefly, then show one in real code, for example splitting a class that had two reasons to change.',
      ),
      t(
        'mid',
        'How do you decide between SQL and NoSQL databases for a new service?',
        "Talk about the shape of the data, need for joins and transactions, consistency, query patterns, scale and the team's operational experience.",
      ),
      t(
        'mid',
        'Explain how you would find and fix a memory leak in a long-running service.',
        'Describe watching memory over time, taking heap snapshots, comparing retained objects, finding the reference that holds them and adding a regression test.',
      ),
      t(
        'mid',
        'What is a race condition and how do you prevent one?',
        'Two operations interleave on shared state and give a wrong result; prevent with locks, atomic operations, transactions or by avoiding shared mutable state.',
      ),
      t(
        'mid',
        'How do you write code that is easy to test?',
        'Small pure functions, dependencies passed in rather than created inside, clear boundaries around I/O, and tests that check behaviour instead of internals.',
      ),
      t(
        'mid',
        'How would you make a slow API endpoint faster?',
        'Measure first (profiling, query plans), then fix the biggest cost: indexes, N+1 queries, caching, pagination or moving work to a background job; measure again.',
      ),
      t(
        'senior',
        'How would you design a notification system that sends email, SMS and push messages to millions of users?',
        'Cover a queue with retries and idempotency, per-channel providers, user preferences, rate limits, templates, delivery tracking and failure handling.',
      ),
      t(
        'senior',
        'How do you keep a large codebase healthy as the team grows?',
        'Mention module boundaries, code review standards, automated tests and linting in CI, architecture decision records and regular paying down of technical debt.',
      ),
      t(
        'senior',
        'Explain the CAP theorem and how it affected a system you worked on.',
        'Under a network partition you choose consistency or availability; give a concrete case, for example accepting stale reads in a cache for uptime.',
      ),
      t(
        'senior',
        'How would you migrate a monolith to services without stopping feature work?',
        'Strangler pattern: carve out one bounded context at a time behind the same API, run both in parallel, move data carefully and measure before the next step.',
      ),
      t(
        'any',
        'How do you review a pull request?',
        'Check correctness and tests first, then design, readability and security; comment with reasons and suggestions, and approve quickly when it is good enough.',
      ),
    ],
  },
  {
    role: 'frontend-developer',
    questions: [
      b(
        'any',
        'Tell me about a time you worked closely with a designer to ship a feature.',
        'Describe how you clarified edge cases (empty, error, mobile states), what you pushed back on and how the final feature performed.',
      ),
      b(
        'any',
        'Describe a user interface you improved after receiving user feedback.',
        'Say what users struggled with, how you confirmed it (analytics, sessions), the change you made and the metric that improved.',
      ),
      b(
        'mid',
        'Tell me about a time a release broke something in production. What did you do?',
        'Cover detection, rollback or hot-fix, communication, the root cause and the test or check you added afterwards.',
      ),
      b(
        'senior',
        'How have you raised the frontend quality bar across a team?',
        'Examples: a shared component library, accessibility checks in CI, performance budgets, review guidelines; give the before and after.',
      ),
      b(
        'entry',
        'Tell me about a web project you built on your own. What did you learn?',
        'Explain what it does, the stack you chose and why, one difficult bug and what you would do differently now.',
      ),
      t(
        'entry',
        'Explain the difference between let, const and var in JavaScript.',
        'var is function-scoped and hoisted; let and const are block-scoped; const prevents reassignment but not mutation of objects.',
      ),
      t(
        'entry',
        'What is the CSS box model?',
        'Content, padding, border and margin; box-sizing: border-box makes width include padding and border, which simplifies layouts.',
      ),
      t(
        'entry',
        'What is the difference between == and === in JavaScript?',
        '== converts types before comparing, === compares value and type without conversion; prefer === to avoid surprising results.',
      ),
      t(
        'any',
        'How does the JavaScript event loop work?',
        'The call stack runs synchronous code; callbacks wait in the task queue, promises in the microtask queue, which empties before the next task and before rendering.',
      ),
      t(
        'any',
        'How do you make a web page accessible to screen reader and keyboard users?',
        'Semantic HTML, labels for inputs, visible focus, logical tab order, ARIA only where HTML falls short, colour contrast and testing with a real screen reader.',
      ),
      t(
        'any',
        'What is the difference between server-side rendering and client-side rendering?',
        'SSR sends ready HTML (faster first paint, better SEO) and hydrates; CSR renders in the browser after JavaScript loads; discuss trade-offs and hybrids.',
      ),
      t(
        'mid',
        'How would you improve the Largest Contentful Paint of a slow page?',
        'Find the LCP element, serve it early (preload, right-sized images, CDN), cut render-blocking CSS and JavaScript, and measure in the field, not only in the lab.',
      ),
      t(
        'mid',
        'How do you manage state in a large React application?',
        'Keep state close to where it is used, separate server state (a data-fetching cache) from UI state, lift or use context sparingly, and a store only when needed.',
      ),
      t(
        'mid',
        'What causes unnecessary re-renders in React and how do you avoid them?',
        'New object or function props, context changes and parent renders; fix with better component boundaries, memoisation where measured, and stable references.',
      ),
      t(
        'mid',
        'How would you build a form that works well on a slow mobile network?',
        'Validate on the client and server, keep input on failure, show progress, disable double submits, use idempotent requests and queue offline if needed.',
      ),
      t(
        'senior',
        'How would you design a component library shared by several product teams?',
        'Cover API design, accessibility built in, theming tokens, versioning and changelogs, documentation with examples, visual tests and a contribution process.',
      ),
      t(
        'senior',
        'How do you set and enforce performance budgets for a web app?',
        'Agree budgets per page (JavaScript size, LCP, INP), measure in CI and with real-user monitoring, and fail the build or review when one is exceeded.',
      ),
      t(
        'senior',
        'How would you migrate a large app from one framework version to another safely?',
        'Incremental migration behind routes or feature flags, codemods, a test safety net, measuring errors and performance, and a clear rollback plan.',
      ),
      t(
        'any',
        'How do you protect a web app against cross-site scripting (XSS)?',
        'Escape output by default, avoid innerHTML with user data, sanitise rich text, set a Content Security Policy and HttpOnly cookies.',
      ),
      t(
        'entry',
        'What is the difference between flexbox and CSS grid?',
        'Flexbox lays out items in one dimension (a row or a column); grid handles two dimensions; give an example where you chose each.',
      ),
    ],
  },
  {
    role: 'backend-developer',
    questions: [
      b(
        'any',
        'Tell me about an outage you helped resolve. What was your part?',
        'Walk through detection, diagnosis, the fix, how you communicated, and the follow-up that prevented a repeat.',
      ),
      b(
        'any',
        'Describe a time you had to work with a poorly documented system.',
        'Show how you learned it (reading code, tracing requests, asking owners), what you documented afterwards and how it helped the team.',
      ),
      b(
        'mid',
        'Tell me about a time you improved the reliability of a service.',
        'Give the starting error rate or latency, what you changed (retries, timeouts, queues, alerts) and the measured result.',
      ),
      b(
        'senior',
        'Describe an architectural decision you made that you later had to revisit.',
        'Explain the context and trade-offs at the time, what changed, how you noticed and how you corrected course.',
      ),
      b(
        'entry',
        'Tell me about an API or backend you built during your studies or internship.',
        'Describe the endpoints, the database, how you tested it and one problem you solved along the way.',
      ),
      t(
        'entry',
        'What is the difference between GET, POST, PUT, PATCH and DELETE?',
        'Explain the purpose of each, which are safe and idempotent, and the status codes you would normally return.',
      ),
      t(
        'entry',
        'What is a database index and when would you add one?',
        'A data structure (usually a B-tree) that speeds up lookups at the cost of slower writes and storage; add one for frequent filters, joins and sorts.',
      ),
      t(
        'entry',
        'What is the difference between authentication and authorisation?',
        'Authentication proves who you are; authorisation decides what you may do; give examples like sessions or tokens and role checks.',
      ),
      t(
        'any',
        'How would you design a REST API for a job application tracker?',
        'Resources and URLs, request and response shapes, validation, pagination, error format, authentication and idempotency for retries.',
      ),
      t(
        'any',
        'Explain database transactions and isolation levels.',
        'ACID properties; read committed, repeatable read and serialisable, and the anomalies each prevents (dirty reads, non-repeatable reads, phantoms).',
      ),
      t(
        'any',
        'How do you store user passwords safely?',
        'Never store them in plain text; use a slow salted hash such as bcrypt, scrypt or Argon2, and add rate limits on sign-in.',
      ),
      t(
        'mid',
        'How would you implement rate limiting for an API?',
        'Token bucket or fixed and sliding windows, keyed by user or IP, stored in shared storage for many servers, returning 429 with Retry-After.',
      ),
      t(
        'mid',
        'What is the N+1 query problem and how do you fix it?',
        'One query for the list and one per item; fix with joins, batched IN queries or a data loader, and catch it by logging query counts.',
      ),
      t(
        'mid',
        'How do you make a background job safe to retry?',
        'Make it idempotent (unique keys, upserts, checking state before acting), record progress, and use a queue with retries, back-off and a dead-letter queue.',
      ),
      t(
        'mid',
        'How would you design caching for a read-heavy endpoint?',
        'What to cache and where (CDN, application, Redis), keys, expiry, invalidation on writes, and protecting the database from a stampede.',
      ),
      t(
        'senior',
        'How would you design a system that processes payments exactly once?',
        'Idempotency keys, a ledger with unique constraints, verifying provider signatures, reconciling webhooks with polling, and handling partial failures.',
      ),
      t(
        'senior',
        'How do you run a zero-downtime database schema migration?',
        'Expand and contract: add new columns or tables, write to both, backfill in batches, switch reads, then remove the old shape in a later release.',
      ),
      t(
        'senior',
        'How would you scale a service from one thousand to one million users?',
        'Measure the bottlenecks, scale stateless servers horizontally, add read replicas, caching, queues, and partitioning only when data needs it.',
      ),
      t(
        'any',
        'How do you design good logging and monitoring for a service?',
        'Structured logs with request ids, metrics for rate, errors and duration, tracing across services, and alerts on symptoms users feel.',
      ),
      t(
        'mid',
        'What is the difference between a message queue and a pub/sub system?',
        'A queue delivers each message to one consumer for work sharing; pub/sub delivers each message to every subscriber; give examples of each use.',
      ),
    ],
  },
  {
    role: 'devops-engineer',
    questions: [
      b(
        'any',
        'Tell me about a time you automated a manual process.',
        'Describe the process, the time or errors it cost, the automation you built and the measured saving.',
      ),
      b(
        'any',
        'Describe an incident you were on call for. How did you handle it?',
        'Cover the alert, triage, mitigation, communication with stakeholders and the blameless post-mortem actions.',
      ),
      b(
        'mid',
        'Tell me about a time you convinced developers to change how they deploy.',
        'Explain the problem with the old way, how you showed the benefit (a pilot, numbers) and how adoption went.',
      ),
      b(
        'senior',
        'Describe how you reduced cloud costs without hurting reliability.',
        'Give the starting bill, what you found (idle resources, oversized instances, storage), the changes and the saving per month.',
      ),
      b(
        'entry',
        'Tell me about a lab, home server or project where you learned Linux or the cloud.',
        'Say what you set up, what broke and how you fixed it, and what you would do differently in production.',
      ),
      t(
        'entry',
        'What is the difference between a container and a virtual machine?',
        'A VM virtualises hardware and runs its own kernel; containers share the host kernel and isolate processes, so they start faster and are lighter.',
      ),
      t(
        'entry',
        'How do you check why a Linux server is running slowly?',
        'Look at CPU, memory, disk and network (top, free, iostat, df, ss), recent logs, and which process is using the resource.',
      ),
      t(
        'entry',
        'What does a CI/CD pipeline do?',
        'Builds, tests and checks every change automatically (CI) and delivers it to environments in a repeatable way (CD), with approvals and rollbacks.',
      ),
      t(
        'any',
        'Explain the main objects in Kubernetes: pod, deployment, service and ingress.',
        'A pod runs containers, a deployment keeps the desired number of pods and rolls out updates, a service gives stable networking, an ingress routes HTTP in.',
      ),
      t(
        'any',
        'What is infrastructure as code and why use it?',
        'Infrastructure described in versioned files (Terraform, CloudFormation): reviewable, repeatable, and drift can be detected; mention state and modules.',
      ),
      t(
        'any',
        'How would you store and rotate secrets for applications?',
        'A secrets manager or vault, never in the repository, short-lived credentials where possible, least privilege and automated rotation.',
      ),
      t(
        'mid',
        'Compare blue-green, canary and rolling deployments.',
        'Explain each, how traffic moves, the rollback speed and infrastructure cost, and which you would choose for a risky change.',
      ),
      t(
        'mid',
        'How do you define SLOs and alerting for a service?',
        'Choose user-facing indicators (availability, latency), set targets with an error budget, and alert on fast budget burn rather than on every spike.',
      ),
      t(
        'mid',
        'A deployment succeeded but users see errors. What do you do?',
        'Confirm impact, roll back or disable the change first, then investigate logs, metrics and the diff; communicate status throughout.',
      ),
      t(
        'mid',
        'How would you make Docker images smaller and safer?',
        'Multi-stage builds, minimal base images, fewer layers, no build tools or secrets in the final image, a non-root user and vulnerability scanning.',
      ),
      t(
        'senior',
        'How would you design a multi-region setup for high availability?',
        'Active-active or active-passive, data replication and consistency, DNS or global load balancing, failover testing and cost.',
      ),
      t(
        'senior',
        'How do you build a platform that lets developers deploy on their own safely?',
        'Golden paths and templates, self-service pipelines with guardrails, policy as code, good defaults for observability and clear ownership.',
      ),
      t(
        'senior',
        'How do you run a blameless post-mortem and make sure actions get done?',
        'Timeline, contributing factors rather than blame, concrete actions with owners and dates, and tracking them to completion.',
      ),
      t(
        'any',
        'What metrics do you watch to judge the health of a Kubernetes cluster?',
        'Node CPU and memory, pod restarts and pending pods, API server latency, disk pressure, and the saturation of key workloads.',
      ),
      t(
        'entry',
        'What is the difference between TCP and UDP?',
        'TCP is connection-based, ordered and reliable; UDP is connectionless and faster with no delivery guarantee; give uses such as HTTP and DNS or video.',
      ),
    ],
  },
  {
    role: 'qa-engineer',
    questions: [
      b(
        'any',
        'Tell me about a serious bug you found before release.',
        'Explain how you found it, why it mattered to users, how you reported it and what changed in the process afterwards.',
      ),
      b(
        'any',
        'Describe a time a developer disagreed that something was a bug.',
        'Show how you used the requirement, user impact and clear reproduction steps, and how the disagreement was resolved.',
      ),
      b(
        'mid',
        'Tell me about a time you had very little time to test a release.',
        'Describe how you prioritised by risk, what you tested and left out, how you communicated the risk and the outcome.',
      ),
      b(
        'senior',
        "How have you built or changed a team's testing strategy?",
        'Give the starting state, the strategy (test pyramid, automation, shift-left), how you got buy-in and the change in escaped defects.',
      ),
      b(
        'entry',
        'Why do you want to work in software testing?',
        'Show real interest: an example of finding problems others missed, curiosity about how things break, and steps you have taken to learn.',
      ),
      t(
        'entry',
        'What is the difference between verification and validation?',
        'Verification checks we built the product right (reviews, specs); validation checks we built the right product for the user (testing against needs).',
      ),
      t(
        'entry',
        'Write test cases for a login page.',
        'Cover valid login, wrong password, empty fields, locked account, password masking, rate limits, remember me, accessibility and security cases.',
      ),
      t(
        'entry',
        'What is the difference between severity and priority of a bug?',
        'Severity is the impact on the system; priority is how soon to fix it; give an example of high severity but low priority and the reverse.',
      ),
      t(
        'any',
        'Explain the test pyramid.',
        'Many fast unit tests, fewer integration tests and few end-to-end tests, because higher tests are slower and more fragile.',
      ),
      t(
        'any',
        'How do you decide what to automate?',
        'Automate stable, repeated, high-risk checks (regression, smoke); keep exploratory and rapidly changing areas manual; consider cost of maintenance.',
      ),
      t(
        'any',
        'What are boundary value analysis and equivalence partitioning?',
        'Split inputs into classes that behave the same and test one from each; test at and just beyond the edges where bugs cluster.',
      ),
      t(
        'mid',
        'How do you deal with flaky automated tests?',
        'Track and quarantine them, find the cause (timing, shared data, order dependence), fix waits and isolation, never simply add retries.',
      ),
      t(
        'mid',
        'How would you test a REST API?',
        'Status codes, schemas, validation errors, authentication and authorisation, edge cases, idempotency, performance, with tools like Postman or code-based tests.',
      ),
      t(
        'mid',
        'How do you approach performance testing?',
        'Define goals (throughput, p95 latency), model realistic load, run load, stress and soak tests, watch server metrics and find the bottleneck.',
      ),
      t(
        'mid',
        'How do you write a good bug report?',
        'A clear title, environment, exact steps, expected versus actual result, evidence (screenshots, logs) and severity.',
      ),
      t(
        'senior',
        'How would you set up quality metrics for an engineering organisation?',
        'Escaped defects, change failure rate, time to detect and fix, test coverage of critical paths, and using them to improve rather than blame.',
      ),
      t(
        'senior',
        'How do you test a system that depends on third-party services?',
        'Contract tests, stand-ins that speak the real protocol, tests for time-outs and errors, and a small set of tests against the real sandbox.',
      ),
      t(
        'senior',
        'How do you build quality into a team that ships every day?',
        'Shift-left reviews, automated checks in CI, feature flags, monitoring in production, fast rollback and exploratory testing of risky changes.',
      ),
      t(
        'any',
        'What is regression testing and when do you run it?',
        'Re-checking existing behaviour after a change; run the automated suite on every change and a wider set before releases.',
      ),
      t(
        'entry',
        'What is the difference between smoke testing and sanity testing?',
        "Smoke tests check a new build's main functions work at all; sanity tests check a specific fix or change behaves before deeper testing.",
      ),
    ],
  },
  {
    role: 'data-analyst',
    questions: [
      b(
        'any',
        'Tell me about an analysis that changed a business decision.',
        'Describe the question, the data, your method, the insight and the decision it led to, with the number that moved.',
      ),
      b(
        'any',
        'Describe a time you presented data to people without a technical background.',
        'Show how you chose a simple chart, led with the answer, avoided jargon and what the audience did next.',
      ),
      b(
        'mid',
        'Tell me about a time you found the data you were given was wrong.',
        'Explain how you noticed, how you checked it, who you told and how the analysis and the source were fixed.',
      ),
      b(
        'senior',
        'Describe how you set up reporting that a whole team relied on.',
        'Cover the metrics you defined with stakeholders, data sources, automation, documentation and the time it saved.',
      ),
      b(
        'entry',
        'Tell me about a data project you did for college or practice.',
        'Name the dataset, the question, the tools (Excel, SQL, Python), what you found and how you presented it.',
      ),
      t(
        'entry',
        'What is the difference between INNER JOIN, LEFT JOIN and FULL OUTER JOIN?',
        'Inner keeps matching rows only, left keeps all rows from the left table, full keeps all rows from both; NULLs fill the gaps.',
      ),
      t(
        'entry',
        'How do you handle missing values in a dataset?',
        'Find why they are missing, then drop, fill (mean, median, a flag) or model them, and say how the choice affects the result.',
      ),
      t(
        'entry',
        'What is the difference between mean, median and mode, and when would you use the median?',
        'Define each; use the median for skewed data such as salaries, where a few large values pull the mean up.',
      ),
      t(
        'any',
        'Write a SQL query to find the top three products by revenue in each category.',
        'Use a window function such as ROW_NUMBER() or DENSE_RANK() partitioned by category and ordered by revenue, then filter rank at most 3.',
      ),
      t(
        'any',
        'How would you find why daily active users dropped by 10% last week?',
        'Check the data pipeline first, then segment by platform, region, channel and version, look for releases or outages, and size each cause.',
      ),
      t(
        'any',
        'How do you choose the right chart for your data?',
        'Line for trends over time, bar for comparing categories, scatter for relationships, avoid pie charts with many slices; label clearly.',
      ),
      t(
        'mid',
        'Explain how you would analyse the result of an A/B test.',
        'Check sample size and randomisation, compare the primary metric with a significance test and confidence interval, and watch guardrail metrics.',
      ),
      t(
        'mid',
        'What is the difference between correlation and causation? Give an example.',
        'Two things moving together need not cause each other; a hidden factor may drive both; only experiments or careful methods show causation.',
      ),
      t(
        'mid',
        'How would you build a dashboard for a sales team?',
        'Start from the decisions they make, choose a few key metrics with targets, filters by region and period, and keep it fast and trusted.',
      ),
      t(
        'mid',
        'What are window functions in SQL and when do you use them?',
        'Calculations across related rows without collapsing them: running totals, rankings, moving averages, comparing a row with the previous one.',
      ),
      t(
        'senior',
        'How do you define a north star metric for a product?',
        'A metric that captures value delivered to users and predicts revenue; explain how you would choose it, test it and break it into drivers.',
      ),
      t(
        'senior',
        'How do you make sure different teams report the same numbers?',
        'One definition of each metric, a shared semantic layer or data model, documentation, ownership and checks that compare sources.',
      ),
      t(
        'senior',
        'How would you estimate the market size for a new product in India?',
        'Top-down and bottom-up estimates, stating each assumption with a source, a range rather than one number, and a sanity check.',
      ),
      t(
        'any',
        'How do you check the quality of a new data source?',
        'Completeness, duplicates, valid ranges, consistency with other sources, freshness, and how it was collected.',
      ),
      t(
        'entry',
        'How would you use a pivot table in Excel?',
        'Summarise rows by categories (sum, count, average), filter and drill down; give an example such as sales by region and month.',
      ),
    ],
  },
  {
    role: 'data-scientist',
    questions: [
      b(
        'any',
        'Tell me about a model you built that was used in production.',
        'Describe the business problem, the data, the model, how you measured it and the business result after launch.',
      ),
      b(
        'any',
        'Describe a time your model did not perform as expected after deployment.',
        'Explain how you detected it (monitoring, drift), the root cause and what you changed in the model or process.',
      ),
      b(
        'mid',
        'Tell me about a time you had to explain a complex model to stakeholders.',
        'Show how you translated it into decisions and examples, explained uncertainty honestly and gained their trust.',
      ),
      b(
        'senior',
        'How have you decided which data science projects your team should take on?',
        'Cover estimating value, feasibility and data readiness, agreeing with stakeholders, and stopping projects that did not pay off.',
      ),
      b(
        'entry',
        'Tell me about a machine learning project you did on your own or in college.',
        'Name the problem, the data, your features and model, the metric you used and what you learned from the errors.',
      ),
      t(
        'entry',
        'What is overfitting and how do you prevent it?',
        'The model learns noise in the training data and fails on new data; prevent with more data, simpler models, regularisation, cross-validation and early stopping.',
      ),
      t(
        'entry',
        'Explain the difference between classification and regression.',
        'Classification predicts a category, regression a number; give examples and the metrics used for each.',
      ),
      t(
        'entry',
        'What are precision and recall?',
        'Precision: of those predicted positive, how many are right; recall: of the real positives, how many were found; the trade-off depends on the cost of errors.',
      ),
      t(
        'any',
        'Explain the bias-variance trade-off.',
        'Simple models underfit (high bias), complex models overfit (high variance); choose complexity that minimises error on unseen data.',
      ),
      t(
        'any',
        'How would you handle a heavily imbalanced dataset?',
        'Use suitable metrics (PR-AUC, recall), resampling or class weights, threshold tuning, and check the model on the rare class specifically.',
      ),
      t(
        'any',
        'How does a random forest work?',
        'Many decision trees trained on bootstrap samples with random feature subsets; averaging their votes reduces variance.',
      ),
      t(
        'mid',
        'How would you build a model to predict which customers will churn?',
        'Define churn and the prediction window, build features from behaviour, avoid leakage, choose a metric tied to the retention action, and test the action.',
      ),
      t(
        'mid',
        'What is data leakage and how have you avoided it?',
        'Information from the future or the target sneaks into features; avoid with time-based splits, fitting preprocessing on training data only, and careful feature review.',
      ),
      t(
        'mid',
        'How do you choose evaluation metrics for a model?',
        'Start from the business cost of each error; compare against a simple baseline; use AUC, F1, RMSE or MAPE as fits, plus calibration.',
      ),
      t(
        'mid',
        'How would you explain gradient boosting?',
        'Trees added one after another, each fitting the errors of the ones before, with a learning rate; powerful but needs tuning to avoid overfitting.',
      ),
      t(
        'senior',
        'How would you design a recommendation system for a job portal?',
        'Candidate generation (content and collaborative signals), ranking with features like skills and location, cold start, feedback loops and offline plus online evaluation.',
      ),
      t(
        'senior',
        'How do you monitor models in production?',
        'Track input drift, prediction distribution, business outcomes and latency; alert on change; schedule retraining with validation gates.',
      ),
      t(
        'senior',
        'When would you choose not to use machine learning?',
        'When rules are simple and stable, data is poor, errors are costly and unexplainable, or a heuristic gets most of the value faster.',
      ),
      t(
        'any',
        'Explain what a p-value is to someone without statistics training.',
        'How surprising the result would be if there were really no effect; a small value makes "no effect" less believable, but it is not the effect size.',
      ),
      t(
        'entry',
        'What is cross-validation and why is it useful?',
        'Split data into folds, train on some and test on the rest in turn; gives a more reliable estimate of performance than one split.',
      ),
    ],
  },
]
