import { behavioural as b, technical as t, type RoleQuestions } from './question-shape.ts'

/** The product, design and business roles of the question bank (core/interviews/question-bank.ts). */
export const businessRoles: readonly RoleQuestions[] = [
  {
    role: 'product-manager',
    questions: [
      b(
        'any',
        'Tell me about a product or feature you launched. How did you measure success?',
        'Describe the user problem, how you prioritised, the launch, the metric you set beforehand and the result against it.',
      ),
      b(
        'any',
        'Describe a time you had to say no to an important stakeholder.',
        'Explain the request, the data and strategy behind your no, how you offered an alternative and how the relationship held.',
      ),
      b(
        'mid',
        'Tell me about a time a feature you championed failed.',
        'Own the decision, explain what the data showed, how you decided to stop or change course and what you learned.',
      ),
      b(
        'senior',
        'Describe how you aligned several teams behind one product strategy.',
        'Cover how you set the vision, used data and customer evidence, handled conflicts and tracked progress with shared goals.',
      ),
      b(
        'entry',
        'Why do you want to be a product manager?',
        'Give a concrete example of solving a user problem, working across people and using data, rather than general enthusiasm.',
      ),
      t(
        'entry',
        'How would you improve the app you use most often?',
        'Pick a user segment, name a real pain point, propose a solution, and say how you would measure whether it worked.',
      ),
      t(
        'entry',
        'How do you write a good user story?',
        'As a user, I want a goal so that a benefit; with clear acceptance criteria, small enough for one sprint.',
      ),
      t(
        'entry',
        'What is the difference between a product manager and a project manager?',
        'The product manager decides what to build and why (outcomes); the project manager plans how and when it is delivered (scope, schedule).',
      ),
      t(
        'any',
        'How do you prioritise a backlog?',
        'Use a framework such as RICE or impact versus effort, tie items to goals, and include customer evidence and risks; explain a real trade-off.',
      ),
      t(
        'any',
        'Daily orders dropped by 15% yesterday. How would you investigate?',
        'Check data and tracking first, then segment by platform, region, channel and funnel step, check releases, outages and external events.',
      ),
      t(
        'any',
        'How would you design a product for first-time job seekers in small Indian cities?',
        'Understand their constraints (language, data cost, low-end phones), define the core need, propose a simple first version and success metrics.',
      ),
      t(
        'mid',
        'How do you decide what to build when customers ask for many different things?',
        'Look for the underlying problem, size each segment, weigh strategy and effort, and validate with prototypes before building.',
      ),
      t(
        'mid',
        'How would you define success metrics for a new feature?',
        'One primary metric tied to user value, supporting and guardrail metrics, a baseline and a target set before launch.',
      ),
      t(
        'mid',
        'How do you work with engineering when a deadline is at risk?',
        'Understand the cause, cut scope rather than quality, make trade-offs visible to stakeholders and agree a new plan together.',
      ),
      t(
        'mid',
        'How would you run a customer discovery interview?',
        'Ask about past behaviour rather than opinions, open questions, listen more than talk, avoid pitching, and look for patterns across interviews.',
      ),
      t(
        'senior',
        'How would you set a product strategy for the next two years?',
        'Market and customer insight, where to play and how to win, a few bets with measurable outcomes, and a roadmap that can change with evidence.',
      ),
      t(
        'senior',
        'How would you price a new premium plan?',
        'Understand willingness to pay, value metrics, competitors and costs; test price points; watch conversion, churn and revenue per user.',
      ),
      t(
        'senior',
        'How do you build a product culture that learns from experiments?',
        'Clear hypotheses, small experiments, honest reviews of failures, shared dashboards and decisions made on evidence.',
      ),
      t(
        'any',
        'What is a minimum viable product and how do you decide its scope?',
        'The smallest thing that tests the riskiest assumption with real users; cut everything that does not help that learning.',
      ),
      t(
        'mid',
        'How do you balance technical debt against new features?',
        'Make the cost of debt visible (incidents, slower delivery), reserve regular capacity, and tie debt work to outcomes.',
      ),
    ],
  },
  {
    role: 'ui-ux-designer',
    questions: [
      b(
        'any',
        'Walk me through a design project in your portfolio from start to finish.',
        'Cover the problem, research, options you explored, why you chose one, testing and the measured outcome.',
      ),
      b(
        'any',
        'Tell me about a time user research changed your design.',
        'Describe the original idea, what users did or said, how the design changed and the result.',
      ),
      b(
        'mid',
        'Describe a time you disagreed with a product manager about a design decision.',
        'Show how you used user evidence and principles, proposed a test, and reached a decision without damaging the relationship.',
      ),
      b(
        'senior',
        'How have you built or improved a design system?',
        'Explain the problem of inconsistency, components and tokens you defined, adoption by teams and the time saved.',
      ),
      b(
        'entry',
        'Tell me about a design you made that you would now do differently.',
        'Show self-critique: what was wrong, what you have learned since (accessibility, research) and how you would redo it.',
      ),
      t(
        'entry',
        'What is the difference between UX and UI design?',
        'UX is the whole experience and flow (research, structure, usability); UI is the visual and interactive layer (layout, type, colour, components).',
      ),
      t(
        'entry',
        'What are the basic principles of visual hierarchy?',
        'Size, colour, contrast, spacing, alignment and position guide the eye to what matters first.',
      ),
      t(
        'entry',
        'How do you make a design accessible?',
        'Sufficient colour contrast, text alternatives, keyboard access, visible focus, readable type sizes, and not using colour alone for meaning.',
      ),
      t(
        'any',
        'How would you redesign the job application flow for mobile users?',
        'Understand drop-off points, reduce steps and typing, reuse profile data, show progress, save drafts and test with real users on phones.',
      ),
      t(
        'any',
        'How do you run a usability test?',
        'Define goals and tasks, recruit representative users, observe without leading, note where they struggle, and prioritise fixes.',
      ),
      t(
        'any',
        'How do you decide between two design options?',
        'Go back to user goals and evidence, test both if possible (usability test, A/B), and consider consistency and effort.',
      ),
      t(
        'mid',
        'How do you design for users with low digital literacy?',
        'Simple language, familiar patterns, icons with labels, fewer choices per screen, forgiving inputs and support in their language.',
      ),
      t(
        'mid',
        'How do you hand over designs to developers?',
        'Clear specs and states (empty, loading, error), components from the design system, responsive behaviour, and staying involved during build.',
      ),
      t(
        'mid',
        "What metrics would you use to measure a design's success?",
        'Task success rate, time on task, error rate, conversion, retention and satisfaction scores, chosen before the change.',
      ),
      t(
        'mid',
        'How would you design for both English and Hindi readers?',
        'Allow for longer text and different scripts, choose fonts with good Devanagari support, avoid text in images and test layouts in both.',
      ),
      t(
        'senior',
        'How do you bring research into a team that does not do it?',
        'Start small with quick tests, share clips of real users, tie findings to business metrics and make research a habit in planning.',
      ),
      t(
        'senior',
        'How do you balance user needs against business goals?',
        'Find solutions that serve both, make trade-offs explicit with data, and push back on dark patterns that hurt trust.',
      ),
      t(
        'senior',
        'How would you set up a design review process?',
        'Clear goals for each review, critique against principles and user needs, inclusive feedback and recorded decisions.',
      ),
      t(
        'any',
        'What is information architecture and how do you test it?',
        'How content is organised and labelled; test with card sorting and tree testing before designing screens.',
      ),
      t(
        'entry',
        'What tools do you use for design and prototyping, and why?',
        'Name your tools (Figma, etc.), how you use components and prototypes, and how the tool helps collaboration.',
      ),
    ],
  },
  {
    role: 'business-analyst',
    questions: [
      b(
        'any',
        'Tell me about a time you gathered requirements from stakeholders who disagreed.',
        'Show how you found the underlying needs, made trade-offs visible and reached an agreed, documented scope.',
      ),
      b(
        'any',
        'Describe a process you improved. What was the impact?',
        'Describe the process before, how you mapped and analysed it, the change and the saving in time, cost or errors.',
      ),
      b(
        'mid',
        'Tell me about a time requirements were misunderstood by the development team.',
        'Explain how the gap was found, how you fixed it and what you changed in your documentation or reviews.',
      ),
      b(
        'senior',
        'Describe a large project where your analysis shaped the final solution.',
        'Cover the business case, options analysed, your recommendation, how it was adopted and the result.',
      ),
      b(
        'entry',
        'Why do you want to be a business analyst?',
        'Show examples of bridging people and technology, problem solving and structured thinking from studies or work.',
      ),
      t(
        'entry',
        'What is the difference between functional and non-functional requirements?',
        'Functional requirements say what the system does; non-functional say how well (performance, security, usability, availability).',
      ),
      t(
        'entry',
        'What is a use case and what does it contain?',
        'Actor, goal, preconditions, main flow, alternate flows and postconditions; it describes how a user achieves a goal.',
      ),
      t(
        'entry',
        'What is a gap analysis?',
        'Comparing the current state with the desired state, listing the gaps and the actions to close them.',
      ),
      t(
        'any',
        'How do you prioritise requirements?',
        'MoSCoW or value versus effort, tied to business goals, agreed with stakeholders and revisited as things change.',
      ),
      t(
        'any',
        'How do you write acceptance criteria?',
        'Clear, testable conditions, often in Given-When-Then form, covering the main path and key edge cases.',
      ),
      t(
        'any',
        'What techniques do you use to elicit requirements?',
        'Interviews, workshops, observation, document analysis, surveys and prototypes, chosen by the situation.',
      ),
      t(
        'mid',
        'How would you model a business process?',
        'BPMN or swimlane diagrams showing actors, steps, decisions and hand-offs, validated with the people who do the work.',
      ),
      t(
        'mid',
        'How do you handle scope creep?',
        'A clear baseline, a change request process assessing impact on time and cost, and decisions made by the right owner.',
      ),
      t(
        'mid',
        'How do you use data to support a business case?',
        'Baseline metrics, estimated benefits and costs, assumptions stated, sensitivity analysis and a payback period.',
      ),
      t(
        'mid',
        'What is a requirements traceability matrix?',
        'A table linking each requirement to its source, design, tests and status, so nothing is missed or built without a reason.',
      ),
      t(
        'senior',
        'How would you lead the analysis for replacing a legacy system?',
        'Understand current processes and hidden rules, data migration, stakeholders, phased rollout, and success measures.',
      ),
      t(
        'senior',
        'How do you manage stakeholders with conflicting priorities at a senior level?',
        'Map interests and influence, tie options to company goals, facilitate a decision with data and record it.',
      ),
      t(
        'senior',
        'How do you measure whether a delivered solution achieved its benefits?',
        'Agree benefit metrics before delivery, measure after launch against the baseline and report honestly, including shortfalls.',
      ),
      t(
        'any',
        'What SQL or Excel skills do you use in your analysis?',
        'Give examples: joins and aggregations, pivot tables, lookups, and how they answered a business question.',
      ),
      t(
        'entry',
        'What is the difference between Agile and Waterfall?',
        'Waterfall plans everything up front in phases; Agile delivers in short iterations with feedback; say when each suits.',
      ),
    ],
  },
  {
    role: 'project-manager',
    questions: [
      b(
        'any',
        'Tell me about a project you delivered on time despite major obstacles.',
        'Name the obstacles, how you re-planned, managed risks and people, and the final delivery against scope, time and budget.',
      ),
      b(
        'any',
        'Describe a time a project went off track. What did you do?',
        'Explain how you noticed, the recovery plan, how you communicated with stakeholders and what you learned.',
      ),
      b(
        'mid',
        'Tell me about a conflict within your team and how you resolved it.',
        "Describe the conflict, how you listened to both sides, the resolution and the effect on the team's delivery.",
      ),
      b(
        'senior',
        'Describe how you managed a programme with several dependent projects.',
        'Cover governance, dependency tracking, risk management, reporting to leadership and the outcome.',
      ),
      b(
        'entry',
        'Tell me about a time you organised an event or group project.',
        'Show planning, dividing work, tracking progress and dealing with a problem, with the result.',
      ),
      t(
        'entry',
        'What are the main phases of a project?',
        'Initiation, planning, execution, monitoring and control, and closure; say what happens in each.',
      ),
      t(
        'entry',
        'What is a work breakdown structure?',
        'The project split into deliverables and smaller work packages that can be estimated, assigned and tracked.',
      ),
      t('entry', 'What is the critical path?', 'The longest chain of dependent tasks; any delay on it delays the whole project.'),
      t(
        'any',
        'How do you estimate the time and cost of a project?',
        'Break work down, use expert and historical estimates (three-point, analogous), add contingency for risk and state assumptions.',
      ),
      t(
        'any',
        'How do you manage project risks?',
        'Identify, assess probability and impact, plan responses (avoid, reduce, transfer, accept), assign owners and review regularly.',
      ),
      t(
        'any',
        'How do you report project status to senior stakeholders?',
        'Short and honest: progress against plan, key risks and issues, decisions needed, with a clear RAG status.',
      ),
      t(
        'mid',
        'How do you handle a team member who keeps missing deadlines?',
        'Talk privately to understand the cause, agree clear expectations and support, follow up, and escalate if nothing changes.',
      ),
      t(
        'mid',
        'How do you run an effective sprint in Scrum?',
        'Clear sprint goal, well-refined backlog, daily stand-ups that remove blockers, a review with stakeholders and a retrospective with actions.',
      ),
      t(
        'mid',
        'What is earned value management?',
        'Comparing planned value, earned value and actual cost to measure schedule (SPI) and cost (CPI) performance.',
      ),
      t(
        'mid',
        'How do you manage a change request from the client mid-project?',
        'Assess the impact on scope, time, cost and quality, present options, get formal approval and update the plan.',
      ),
      t(
        'senior',
        'How would you turn around a failing project?',
        'Assess the real state quickly, reset scope and plan with stakeholders, fix team issues, and report progress frequently.',
      ),
      t(
        'senior',
        'How do you manage vendors and contracts on a project?',
        'Clear statements of work, milestones tied to payments, regular reviews, relationship management and handling of disputes.',
      ),
      t(
        'senior',
        'How do you decide which projects a portfolio should fund?',
        'Strategic fit, value, cost, risk and capacity; score and compare, review regularly and stop projects that no longer fit.',
      ),
      t(
        'any',
        'What tools do you use to plan and track projects?',
        'Name tools (Jira, MS Project, spreadsheets) and show how you use them for plans, dependencies and reporting.',
      ),
      t(
        'entry',
        'What is the difference between Agile and Waterfall project management?',
        'Waterfall plans all phases up front; Agile works in short iterations with feedback; pick by how certain the requirements are.',
      ),
    ],
  },
  {
    role: 'digital-marketing',
    questions: [
      b(
        'any',
        'Tell me about a campaign you ran that beat its targets.',
        'Give the goal, audience, channels, budget, what you tested and the results (leads, cost per lead, ROI).',
      ),
      b(
        'any',
        'Describe a campaign that did not work. What did you learn?',
        'Be honest about the result, explain the analysis of why, and what you changed in the next campaign.',
      ),
      b(
        'mid',
        'Tell me about a time you had to do more with a smaller budget.',
        'Show how you reprioritised channels by return, used organic and owned channels, and the results achieved.',
      ),
      b(
        'senior',
        'How have you built or led a marketing team?',
        'Hiring, setting goals and processes, developing people, and the growth the team delivered.',
      ),
      b(
        'entry',
        'How have you used social media to grow an audience, personally or for a project?',
        'Give the platform, content approach, consistency, and the growth in followers or engagement.',
      ),
      t(
        'entry',
        'What is the difference between SEO and SEM?',
        'SEO earns organic rankings through content and technical work; SEM usually means paid search ads; they complement each other.',
      ),
      t(
        'entry',
        'What is a conversion rate and how do you improve it?',
        'The share of visitors who complete a goal; improve with clearer offers, faster pages, simpler forms, trust signals and testing.',
      ),
      t(
        'entry',
        'What are CTR, CPC and CPM?',
        'Click-through rate (clicks divided by impressions), cost per click and cost per thousand impressions.',
      ),
      t(
        'any',
        'How would you plan a digital campaign for a new job-search app in India?',
        'Define the audience and goal, choose channels (search, social, YouTube, WhatsApp), messaging in regional languages, budget split and KPIs.',
      ),
      t(
        'any',
        'How do you do keyword research?',
        'Start from customer problems, use tools for volume and difficulty, consider search intent, find long-tail terms and map them to pages.',
      ),
      t(
        'any',
        'How do you measure the ROI of a marketing channel?',
        'Track conversions with attribution, compare revenue or value against full cost, and consider lifetime value, not only the first purchase.',
      ),
      t(
        'mid',
        'Explain different attribution models and their trade-offs.',
        'First-click, last-click, linear, time-decay and data-driven; each credits channels differently; none is perfect, so compare them.',
      ),
      t(
        'mid',
        'How do you run an A/B test on a landing page?',
        'One clear hypothesis, a single change, enough traffic for significance, a set duration and a primary metric decided beforehand.',
      ),
      t(
        'mid',
        'How would you grow organic traffic for a website?',
        'Technical SEO health, content matching search intent, internal linking, earning backlinks, and measuring rankings and traffic.',
      ),
      t(
        'mid',
        'How do you build an email marketing programme that people do not ignore?',
        'Permission-based lists, segmentation, useful content, good subject lines, testing, and watching open, click and unsubscribe rates.',
      ),
      t(
        'senior',
        'How would you set the marketing budget across channels for a year?',
        'Start from goals and unit economics, past channel performance, test budgets for new channels, and rebalance monthly on results.',
      ),
      t(
        'senior',
        'How do you build a brand while also hitting performance targets?',
        'Balance long-term brand spend with short-term activation, consistent positioning, and measure brand lift as well as conversions.',
      ),
      t(
        'senior',
        'How would you reduce customer acquisition cost by 30%?',
        'Improve conversion rates, cut poor channels, grow referrals and organic, improve targeting and creative, and measure each step.',
      ),
      t(
        'any',
        'What marketing tools do you use and for what?',
        'Name tools for analytics, ads, SEO, email and social scheduling, and give an example of a decision they informed.',
      ),
      t(
        'entry',
        'What makes a good social media post?',
        'Fits the platform and audience, a clear hook, useful or entertaining content, a visual, a call to action, and is tested over time.',
      ),
    ],
  },
  {
    role: 'sales-executive',
    questions: [
      b(
        'any',
        'Tell me about your biggest sale. How did you close it?',
        'Describe the client, their need, how you built the relationship, handled objections, the deal size and timeline.',
      ),
      b(
        'any',
        'Describe a time you lost a deal. What did you learn?',
        'Be honest about why it was lost, what you learned and how you changed your approach afterwards.',
      ),
      b(
        'mid',
        'Tell me about a time you exceeded your sales target.',
        'Give the target and result in numbers, and the specific actions (prospecting, upselling, follow-ups) that made the difference.',
      ),
      b(
        'senior',
        'How have you built a new territory or market from scratch?',
        'Cover market research, the target list, channels, early wins, team building and the revenue grown.',
      ),
      b(
        'entry',
        'Sell me this pen.',
        "Ask questions first to find the buyer's need, then link the product's benefits to that need and ask for the sale.",
      ),
      t(
        'entry',
        'What are the stages of a sales process?',
        'Prospecting, qualifying, needs discovery, presentation, handling objections, closing and follow-up.',
      ),
      t(
        'entry',
        'How do you handle rejection?',
        'Treat it as information, ask what would have helped, keep activity high and track your conversion rates to stay objective.',
      ),
      t(
        'entry',
        'How would you prepare for a first meeting with a client?',
        'Research the company and person, prepare questions about their needs, set a goal for the meeting and plan the next step.',
      ),
      t(
        'any',
        'How do you handle the objection "your price is too high"?',
        'Understand what they compare with, restate value and return on investment, consider terms or scope rather than an immediate discount.',
      ),
      t(
        'any',
        'How do you qualify a lead?',
        'Frameworks such as BANT: budget, authority, need and timeline; disqualify early to save time.',
      ),
      t(
        'any',
        'How do you use a CRM in your daily work?',
        'Log every contact, plan follow-ups, manage the pipeline by stage, and forecast from it; name the CRM you used.',
      ),
      t(
        'mid',
        'How do you build a healthy sales pipeline?',
        'Consistent prospecting, coverage of about three times the target, stage conversion tracking and cleaning out dead deals.',
      ),
      t(
        'mid',
        'How do you upsell to existing customers without damaging trust?',
        'Understand their results and new needs, offer what truly helps, and time it after they have seen value.',
      ),
      t(
        'mid',
        'How do you negotiate a large contract?',
        'Know your walk-away point, understand their priorities, trade concessions rather than give them, and keep the relationship.',
      ),
      t(
        'mid',
        'Describe your approach to cold calling or cold emailing.',
        'Research, a relevant hook, a short message focused on their problem, a clear ask, and persistent but polite follow-ups.',
      ),
      t(
        'senior',
        'How would you coach an under-performing salesperson?',
        'Look at their funnel numbers to find the weak stage, observe calls, set specific goals and review progress weekly.',
      ),
      t(
        'senior',
        'How do you forecast sales accurately?',
        'Stage-based probabilities from history, deal reviews, separating commit and best case, and checking accuracy every period.',
      ),
      t(
        'senior',
        'How do you manage key accounts?',
        'Account plans, relationships at several levels, regular business reviews, and growing value for both sides.',
      ),
      t(
        'any',
        'What do you do in the first 90 days of a new sales role?',
        'Learn the product and customers, build the pipeline, learn from top performers, and set early measurable goals.',
      ),
      t(
        'entry',
        'Why do you want a career in sales?',
        'Show you like meeting people, are motivated by targets and resilient, with examples from studies, jobs or activities.',
      ),
    ],
  },
  {
    role: 'hr-recruiter',
    questions: [
      b(
        'any',
        'Tell me about a difficult role you filled. How did you find the right person?',
        'Describe the role, why it was hard, your sourcing approach, how you assessed candidates and the time to hire.',
      ),
      b(
        'any',
        'Describe a time you handled a sensitive employee issue.',
        'Show confidentiality, listening to both sides, following policy and law, and a fair outcome.',
      ),
      b(
        'mid',
        'Tell me about a time a hiring manager disagreed with your recommendation.',
        'Explain your evidence, how you listened to their concerns and how the decision was reached.',
      ),
      b(
        'senior',
        'How have you improved a hiring process for a growing company?',
        'Cover the problems (time to hire, quality, candidate experience), changes made and the measured results.',
      ),
      b(
        'entry',
        'Why do you want to work in human resources?',
        'Give examples of helping people, organising, communicating and dealing fairly with conflicts.',
      ),
      t(
        'entry',
        'What are the main stages of the recruitment process?',
        'Job analysis and description, sourcing, screening, interviews, assessment, offer, onboarding.',
      ),
      t(
        'entry',
        'How do you write an effective job description?',
        'A clear title, purpose, key responsibilities, must-have versus nice-to-have skills, pay range and inclusive language.',
      ),
      t(
        'entry',
        'What is the difference between sourcing and recruiting?',
        'Sourcing finds and engages potential candidates; recruiting covers the whole process through to hiring.',
      ),
      t(
        'any',
        'How do you reduce bias in interviews?',
        'Structured interviews with the same questions, scoring rubrics, diverse panels and decisions based on evidence.',
      ),
      t(
        'any',
        'What recruitment metrics do you track?',
        'Time to hire, cost per hire, offer acceptance rate, quality of hire, source effectiveness and candidate satisfaction.',
      ),
      t(
        'any',
        'How do you assess cultural fit without discrimination?',
        'Define values and behaviours clearly, ask for examples of behaviour, and look for culture add rather than sameness.',
      ),
      t(
        'mid',
        'How would you reduce early attrition of new hires?',
        'Realistic job previews, strong onboarding, buddy systems, check-ins at 30, 60 and 90 days, and analysing exit reasons.',
      ),
      t(
        'mid',
        'How do you handle a candidate who rejects an offer at the last minute?',
        'Understand why, counter if sensible, keep silver-medallist candidates warm, and learn for future offers.',
      ),
      t(
        'mid',
        'What Indian labour laws should an HR professional know?',
        'Examples: the new labour codes, provident fund, ESI, gratuity, maternity benefit, POSH Act and shops and establishments rules.',
      ),
      t(
        'mid',
        'How do you use LinkedIn and job portals for sourcing?',
        'Boolean search, targeted outreach messages, talent pools, employer branding and tracking response rates.',
      ),
      t(
        'senior',
        'How would you design a performance management system?',
        'Clear goals, regular check-ins, fair calibration, links to development and pay, and manager training.',
      ),
      t(
        'senior',
        'How would you build an employer brand for a company nobody has heard of?',
        'Employee stories, clear value proposition, presence on the right channels, candidate experience and measuring applicant quality.',
      ),
      t(
        'senior',
        'How do you plan workforce needs for the next year?',
        'Start from business plans, current capacity and attrition, skills gaps, build versus buy decisions and budget.',
      ),
      t(
        'any',
        'How do you conduct an exit interview and use the results?',
        'A safe conversation about reasons, look for patterns across leavers, share themes with leaders and act on them.',
      ),
      t(
        'entry',
        'How would you organise the onboarding of ten new joiners in one week?',
        'Plan paperwork, equipment and accounts beforehand, a schedule of introductions and training, and check-ins after the first week.',
      ),
    ],
  },
  {
    role: 'accountant',
    questions: [
      b(
        'any',
        'Tell me about a time you found an error in the accounts. What did you do?',
        'Explain how you found it, how you investigated and corrected it, who you informed and the control you added.',
      ),
      b(
        'any',
        'Describe how you manage month-end close under tight deadlines.',
        'Give your checklist, prioritisation, coordination with others and how you kept accuracy.',
      ),
      b(
        'mid',
        'Tell me about a process you improved in finance.',
        'Describe the manual process, the improvement (automation, templates, controls) and the time or errors saved.',
      ),
      b(
        'senior',
        'Describe your experience handling an audit.',
        'Preparation, supporting schedules, working with auditors, resolving findings and the audit outcome.',
      ),
      b(
        'entry',
        'Why did you choose accounting as a career?',
        'Show interest in accuracy and business, and examples from articleship, internship or studies.',
      ),
      t(
        'entry',
        'What are the three main financial statements and how are they connected?',
        'Income statement, balance sheet and cash flow statement; net profit flows into retained earnings and the cash flow starts from profit.',
      ),
      t(
        'entry',
        'What is the difference between accrual and cash accounting?',
        'Accrual records income and expenses when earned or incurred; cash records them when money moves.',
      ),
      t(
        'entry',
        'What is a bank reconciliation and why is it done?',
        'Matching the bank statement with the books, explaining differences such as uncleared cheques, to find errors and fraud.',
      ),
      t(
        'any',
        'Explain how GST input tax credit works.',
        'Tax paid on purchases can be set off against tax due on sales, if invoices match in GSTR-2B and conditions are met.',
      ),
      t(
        'any',
        'What is TDS and when must it be deducted?',
        'Tax deducted at source on payments such as salary, rent and professional fees above thresholds, deposited and reported in returns.',
      ),
      t(
        'any',
        'What is depreciation and what methods do you know?',
        "Spreading an asset's cost over its useful life; straight-line and written-down value; the Companies Act and Income Tax rules differ.",
      ),
      t(
        'mid',
        'How do you prepare a cash flow forecast?',
        'Start from expected receipts and payments by week or month, use history and sales plans, include taxes and loans, and update regularly.',
      ),
      t(
        'mid',
        'What internal controls would you put in place for payments?',
        'Segregation of duties, approval limits, vendor master checks, three-way matching and regular reconciliations.',
      ),
      t(
        'mid',
        'How do you analyse variances between budget and actual results?',
        'Find the largest variances, split price and volume effects, explain causes with the business and propose actions.',
      ),
      t(
        'mid',
        'What is working capital and how can a company improve it?',
        'Current assets minus current liabilities; improve by faster collections, better inventory control and negotiating supplier terms.',
      ),
      t(
        'senior',
        'How would you prepare a company for Ind AS adoption or a change in accounting standards?',
        'Gap assessment, policy decisions, system changes, training, parallel runs and communication with auditors.',
      ),
      t(
        'senior',
        'How do you decide whether a company should lease or buy an asset?',
        'Compare the present value of costs, tax effects, flexibility, effect on the balance sheet under Ind AS 116 and cash position.',
      ),
      t(
        'senior',
        'How do you present financial results to the board?',
        'Key messages first, trends and variances explained, risks, and decisions needed, with clear charts.',
      ),
      t(
        'any',
        'Which accounting software have you used and for what?',
        'Name tools (Tally, SAP, Zoho Books, Excel) and the tasks: entries, reconciliation, reports, GST returns.',
      ),
      t(
        'entry',
        'What is the difference between a provision and a reserve?',
        'A provision is a charge for a known liability or loss; a reserve is an appropriation of profit kept in equity.',
      ),
    ],
  },
  {
    role: 'customer-support',
    questions: [
      b(
        'any',
        'Tell me about a time you turned an angry customer into a happy one.',
        "Describe the complaint, how you listened and showed empathy, the solution and the customer's response.",
      ),
      b(
        'any',
        'Describe a time you could not give a customer what they wanted.',
        'Show honesty, explaining why, offering alternatives and keeping the relationship.',
      ),
      b(
        'mid',
        'Tell me about a time you spotted a recurring problem and got it fixed.',
        'Explain how you noticed the pattern, gathered evidence, raised it with the product team and the drop in tickets.',
      ),
      b(
        'senior',
        'How have you improved the performance of a support team?',
        'Cover the metrics you started from, changes (training, knowledge base, routing) and the results.',
      ),
      b(
        'entry',
        'Why do you want to work in customer support?',
        'Show patience, enjoyment in helping people and examples of solving problems for others.',
      ),
      t(
        'entry',
        'How do you handle several customers waiting at the same time?',
        'Prioritise by urgency, set expectations on waiting time, use templates carefully, and never lose track of open cases.',
      ),
      t(
        'entry',
        'What does good customer service mean to you?',
        'Solving the problem quickly and correctly, with empathy and clear communication, and following up.',
      ),
      t(
        'entry',
        'How would you explain a technical problem to a customer who is not technical?',
        'Simple words, one step at a time, check understanding, and avoid blaming the customer.',
      ),
      t(
        'any',
        'What support metrics do you know and which matter most?',
        'First response time, resolution time, first contact resolution, CSAT, NPS and backlog; quality matters more than speed alone.',
      ),
      t(
        'any',
        'How do you handle a customer who is abusive?',
        'Stay calm, set boundaries politely, focus on the issue, follow policy and escalate if the abuse continues.',
      ),
      t(
        'any',
        'When do you escalate a ticket?',
        'When it is beyond your access or knowledge, affects many users, involves security or legal matters, or the customer is at risk of leaving.',
      ),
      t(
        'mid',
        'How would you write a knowledge base article?',
        'A clear title matching how customers search, short steps with screenshots, covering common errors, and kept up to date.',
      ),
      t(
        'mid',
        'How do you stay productive and positive on a very busy day?',
        'Prioritise, take short breaks, use macros and the knowledge base, and ask the team for help when needed.',
      ),
      t(
        'mid',
        'How would you handle a sudden spike in tickets after a product outage?',
        'A shared status message, templates, tagging for tracking, updates to customers and feedback to engineering.',
      ),
      t(
        'mid',
        'How do you collect customer feedback for the product team?',
        'Tag tickets by theme, quantify the top issues, include customer quotes and share regularly.',
      ),
      t(
        'senior',
        'How would you set up support for customers in several Indian languages?',
        'Staffing or partners by language, routing rules, translated help content, quality checks and measuring CSAT by language.',
      ),
      t(
        'senior',
        'How do you decide when to use chatbots versus human agents?',
        'Bots for simple, frequent questions with an easy way to reach a person; humans for complex or emotional issues.',
      ),
      t(
        'senior',
        'How would you reduce the number of support tickets by 20%?',
        'Analyse top ticket drivers, fix root causes with product, improve self-service and onboarding, and measure contact rate.',
      ),
      t(
        'any',
        'What tools have you used for customer support?',
        'Name helpdesk and CRM tools (Freshdesk, Zendesk), how you used tags, macros and reports.',
      ),
      t(
        'entry',
        "How do you make sure you understood the customer's problem correctly?",
        'Listen fully, ask clarifying questions, repeat the problem back in your own words and confirm.',
      ),
    ],
  },
]
