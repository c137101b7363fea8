// Seed of the catalog: Brightdesk, a help-desk SaaS, with its products, tool library,
// knowledge bases and sample end-user tokens. Content is fixed; dates sit relative to now.
import { makeToolInput, type KnowledgeSource, type Product, type ToolInputField } from '../../src/api/contract'
import { iso } from '../service/clock'
import type { ServiceCore } from '../service/core'
import { failureMessageFor, mcpUrlOf } from '../service/domain/catalog'
import { issueUserToken, type UserTokenPayload } from '../service/domain/user-tokens'
import type { StoredKnowledgeBase, StoredTool } from '../service/store'

const HOUR = 3_600_000
const DAY = 24 * HOUR

type InputSpec = [
  name: string,
  type: ToolInputField['type'],
  description: string,
  required?: boolean,
  values?: (string | number)[],
]

const input = ([name, type, description, required = false, values]: InputSpec): ToolInputField =>
  makeToolInput({ name, type, description, required, ...(values ? { values } : {}) })

type ToolSpec = { name: string; description: string; inputs: InputSpec[] } & (
  | { kind: 'llm'; instructions: string }
  | {
      kind: 'http'
      http: {
        method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
        url: string
        headers?: [string, string][]
        body_template?: string
      }
    }
  | { kind: 'static'; content: string }
)

const JSON_HEADERS: [string, string][] = [
  ['Accept', 'application/json'],
  ['Content-Type', 'application/json'],
]

const TOOLS: ToolSpec[] = [
  {
    kind: 'http',
    name: 'lookup_account',
    description: 'Find a customer account by the email address of one of its users.',
    inputs: [['email', 'string', 'Email address the visitor signed up with.', true]],
    http: {
      method: 'GET',
      url: 'https://api.brightdesk.io/v2/accounts?email={{email}}',
      headers: [['Accept', 'application/json']],
    },
  },
  {
    kind: 'http',
    name: 'create_ticket',
    description: 'Open a support ticket for a human agent to follow up.',
    inputs: [
      ['subject', 'string', 'One-line summary of the problem.', true],
      ['description', 'string', 'What the visitor reported, in their words.', true],
      ['priority', 'string', 'How urgent the problem is.', false, ['low', 'normal', 'high', 'urgent']],
      ['email', 'string', 'Where the support team should reply.', true],
    ],
    http: {
      method: 'POST',
      url: 'https://api.brightdesk.io/v2/tickets',
      headers: JSON_HEADERS,
      body_template:
        '{"subject":"{{subject}}","description":"{{description}}","priority":"{{priority}}","requester":"{{email}}","channel":"agent"}',
    },
  },
  {
    kind: 'http',
    name: 'get_ticket_status',
    description: 'Status, assignee and last update of a support ticket.',
    inputs: [['ticket_id', 'integer', 'The ticket number, e.g. 48213.', true]],
    http: {
      method: 'GET',
      url: 'https://api.brightdesk.io/v2/tickets/{{ticket_id}}',
      headers: [['Accept', 'application/json']],
    },
  },
  {
    kind: 'http',
    name: 'get_invoice',
    description: 'Fetch one invoice with its line items.',
    inputs: [['invoice_number', 'string', 'Invoice number as printed, e.g. INV-2026-0142.', true]],
    http: {
      method: 'GET',
      url: 'https://billing.brightdesk.io/api/invoices/{{invoice_number}}',
      headers: [['Accept', 'application/json']],
    },
  },
  {
    kind: 'http',
    name: 'list_invoices',
    description: 'List the invoices of a customer, newest first.',
    inputs: [
      ['customer_id', 'string', 'Billing customer id (cus_…).', true],
      ['status', 'string', 'Only invoices in this state.', false, ['paid', 'open', 'void', 'uncollectible']],
      ['limit', 'integer', 'How many to return (1–50).', false],
    ],
    http: {
      method: 'GET',
      url: 'https://billing.brightdesk.io/api/invoices?customer={{customer_id}}&status={{status}}&limit={{limit}}',
      headers: [['Accept', 'application/json']],
    },
  },
  {
    kind: 'http',
    name: 'issue_refund',
    description: 'Refund part or all of a paid invoice. Needs a reason for the audit log.',
    inputs: [
      ['invoice_number', 'string', 'The invoice to refund.', true],
      ['amount', 'number', 'Amount in the invoice currency; leave out for a full refund.', false],
      [
        'reason',
        'string',
        'Why the refund is issued.',
        true,
        ['duplicate', 'requested_by_customer', 'service_outage', 'billing_error'],
      ],
    ],
    http: {
      method: 'POST',
      url: 'https://billing.brightdesk.io/api/invoices/{{invoice_number}}/refunds',
      headers: [...JSON_HEADERS, ['Idempotency-Key', 'refund-{{invoice_number}}-{{reason}}']],
      body_template: '{"amount":{{amount}},"reason":"{{reason}}"}',
    },
  },
  {
    kind: 'http',
    name: 'track_shipment',
    description: 'Current status and checkpoints of a parcel.',
    inputs: [
      ['carrier', 'string', 'The carrier that ships the parcel.', true, ['ups', 'fedex', 'dhl', 'usps', 'dpd']],
      ['tracking_number', 'string', 'Tracking number from the shipping email.', true],
    ],
    http: {
      method: 'GET',
      url: 'https://logistics.brightdesk.io/track/{{carrier}}/{{tracking_number}}',
      headers: [['Accept', 'application/json']],
    },
  },
  {
    kind: 'http',
    name: 'get_order',
    description: 'One order with its items, payment and fulfilment status.',
    inputs: [['order_id', 'string', 'Order number, e.g. BD-100482.', true]],
    http: {
      method: 'GET',
      url: 'https://shop-api.brightdesk.io/orders/{{order_id}}',
      headers: [['Accept', 'application/json']],
    },
  },
  {
    kind: 'http',
    name: 'list_orders',
    description: 'Recent orders placed with an email address.',
    inputs: [
      ['email', 'string', 'Email used at checkout.', true],
      ['since_days', 'integer', 'Only orders from the last N days.', false],
    ],
    http: {
      method: 'GET',
      url: 'https://shop-api.brightdesk.io/orders?email={{email}}&since_days={{since_days}}',
      headers: [['Accept', 'application/json']],
    },
  },
  {
    kind: 'http',
    name: 'book_demo',
    description: 'Book a 30-minute product demo with the sales team.',
    inputs: [
      ['name', 'string', 'Full name of the prospect.', true],
      ['email', 'string', 'Work email of the prospect.', true],
      ['company_size', 'integer', 'Number of employees.', false],
      [
        'preferred_day',
        'string',
        'Day that suits the prospect best.',
        false,
        ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
      ],
    ],
    http: {
      method: 'POST',
      url: 'https://sales.brightdesk.io/api/demo-bookings',
      headers: JSON_HEADERS,
      body_template:
        '{"name":"{{name}}","email":"{{email}}","company_size":{{company_size}},"preferred_day":"{{preferred_day}}","source":"sales-concierge"}',
    },
  },
  {
    kind: 'http',
    name: 'get_service_status',
    description: 'Live status of one Brightdesk component.',
    inputs: [
      ['component', 'string', 'The component to check.', true, ['api', 'dashboard', 'webhooks', 'email', 'widget']],
    ],
    http: {
      method: 'GET',
      url: 'https://status.brightdesk.io/api/v2/components/{{component}}.json',
      headers: [['Accept', 'application/json']],
    },
  },
  {
    kind: 'http',
    name: 'list_incidents',
    description: 'Recent incidents from the public status page.',
    inputs: [
      ['limit', 'integer', 'How many incidents to return.', false],
      ['unresolved_only', 'boolean', 'Only incidents that are still open.', false],
    ],
    http: {
      method: 'GET',
      url: 'https://status.brightdesk.io/api/v2/incidents.json?limit={{limit}}&unresolved={{unresolved_only}}',
      headers: [['Accept', 'application/json']],
    },
  },
  {
    kind: 'http',
    name: 'crm_find_contact',
    description: 'Look up a contact and its company in the CRM.',
    inputs: [['email', 'string', 'Email address of the contact.', true]],
    http: {
      method: 'GET',
      url: 'https://crm.brightdesk.io/api/v1/contacts/search?email={{email}}',
      headers: [
        ['Accept', 'application/json'],
        ['X-Api-Version', '2026-01'],
      ],
    },
  },
  {
    kind: 'http',
    name: 'crm_log_activity',
    description: 'Add a note to a contact’s activity timeline in the CRM.',
    inputs: [
      ['contact_id', 'string', 'CRM contact id.', true],
      ['note', 'string', 'What happened, in one or two sentences.', true],
      ['type', 'string', 'Kind of activity.', false, ['call', 'email', 'meeting', 'chat']],
    ],
    http: {
      method: 'POST',
      url: 'https://crm.brightdesk.io/api/v1/contacts/{{contact_id}}/activities',
      headers: [...JSON_HEADERS, ['X-Api-Version', '2026-01']],
      body_template: '{"type":"{{type}}","note":"{{note}}"}',
    },
  },
  {
    kind: 'http',
    name: 'run_report',
    description: 'Run a usage report over a period and return the figures as a table.',
    inputs: [
      [
        'metric',
        'string',
        'What to measure.',
        true,
        ['conversations', 'resolution_rate', 'first_response_time', 'csat'],
      ],
      ['from', 'string', 'Start date (YYYY-MM-DD), inclusive.', true],
      ['to', 'string', 'End date (YYYY-MM-DD), exclusive.', true],
      ['granularity', 'string', 'Bucket size.', false, ['day', 'week', 'month']],
    ],
    http: {
      method: 'POST',
      url: 'https://analytics.brightdesk.io/api/reports',
      headers: JSON_HEADERS,
      body_template: '{"metric":"{{metric}}","from":"{{from}}","to":"{{to}}","granularity":"{{granularity}}"}',
    },
  },
  {
    kind: 'http',
    name: 'check_inventory',
    description: 'Stock on hand for a SKU, per warehouse.',
    inputs: [
      ['sku', 'string', 'Stock keeping unit, e.g. BD-KB-104.', true],
      ['warehouse', 'string', 'Only this warehouse.', false, ['ams1', 'fra2', 'iad1', 'sin1']],
    ],
    http: {
      method: 'GET',
      url: 'https://inventory.brightdesk.io/v1/skus/{{sku}}/stock?warehouse={{warehouse}}',
      headers: [['Accept', 'application/json']],
    },
  },
  {
    kind: 'llm',
    name: 'summarize_conversation',
    description: 'Summarise a conversation for the human agent who takes over.',
    inputs: [
      ['transcript', 'string', 'The conversation so far.', true],
      ['max_sentences', 'integer', 'Upper bound on the summary length.', false],
    ],
    instructions:
      'Summarise the conversation for a support engineer who has not read it. Lead with the customer’s goal, then what was tried, then what is still open. Keep account ids and error messages verbatim. Never include passwords or payment details.',
  },
  {
    kind: 'llm',
    name: 'classify_intent',
    description: 'Sort an incoming message into a support queue.',
    inputs: [['message', 'string', 'The visitor’s message.', true]],
    instructions:
      'Classify the message into exactly one of: billing, bug_report, how_to, account_access, feature_request, other. Answer with the label only. When in doubt between bug_report and how_to, prefer how_to.',
  },
  {
    kind: 'llm',
    name: 'explain_charge',
    description: 'Explain a line of an invoice in plain words.',
    inputs: [
      ['line_item', 'string', 'The line as printed on the invoice.', true],
      ['amount', 'number', 'Amount of the line.', true],
      ['plan', 'string', 'The customer’s plan.', false, ['starter', 'team', 'business', 'enterprise']],
    ],
    instructions:
      'Explain what the charge is for and how it was calculated, in two or three sentences. Mention proration when the line says "prorated". Do not promise refunds; point to the refund policy instead.',
  },
  {
    kind: 'llm',
    name: 'estimate_delivery',
    description: 'Estimate a delivery window from destination and shipping method.',
    inputs: [
      ['destination_country', 'string', 'ISO 3166 alpha-2 country code.', true],
      ['shipping_method', 'string', 'Method chosen at checkout.', true, ['standard', 'express', 'overnight']],
      ['ordered_at', 'string', 'When the order was placed (ISO 8601).', false],
    ],
    instructions:
      'Give a delivery window as two dates. Standard: 3–7 business days in the EU and US, 7–14 elsewhere; express: 2–3; overnight: next business day before 12:00 where available. Orders after 15:00 CET ship the next business day.',
  },
  {
    kind: 'llm',
    name: 'qualify_lead',
    description: 'Score a sales lead from what the prospect said.',
    inputs: [
      ['company_size', 'integer', 'Employees.', true],
      ['use_case', 'string', 'What they want Brightdesk for.', true],
      ['budget', 'string', 'Budget band they mentioned.', false, ['under_1k', '1k_10k', '10k_50k', 'over_50k']],
    ],
    instructions:
      'Score the lead from 0 to 100 and name the plan that fits (starter, team, business, enterprise). Teams over 200 people or budgets over 50k go to enterprise. Answer as JSON: {"score": n, "plan": "...", "why": "..."}.',
  },
  {
    kind: 'llm',
    name: 'draft_release_notes',
    description: 'Turn a list of merged changes into customer-facing release notes.',
    inputs: [
      ['changes', 'string', 'Merged pull request titles, one per line.', true],
      ['audience', 'string', 'Who reads the notes.', false, ['customers', 'internal']],
      ['tone', 'string', 'Writing style.', false, ['neutral', 'friendly', 'formal']],
    ],
    instructions:
      'Group the changes under New, Improved and Fixed. Rewrite each as a benefit for the reader, one sentence each. Drop internal refactors and dependency bumps unless the audience is internal.',
  },
  {
    kind: 'llm',
    name: 'translate_reply',
    description: 'Translate an answer into the visitor’s language, keeping product terms.',
    inputs: [
      ['text', 'string', 'The answer to translate.', true],
      ['target_language', 'string', 'Language to translate into.', true, ['en', 'de', 'fr', 'es', 'ja', 'zh', 'ar']],
    ],
    instructions:
      'Translate faithfully. Keep product names, menu labels in quotes, code and URLs unchanged. Use the formal form of address in German and French.',
  },
  {
    kind: 'static',
    name: 'refund_policy',
    description: 'The refund policy, word for word.',
    inputs: [],
    content:
      '# Refund policy\n\nAnnual plans can be refunded in full within 30 days of purchase. Monthly plans are not refunded, but you can cancel at any time and keep access until the end of the period. Charges caused by a service outage listed on status.brightdesk.io are credited automatically.',
  },
  {
    kind: 'static',
    name: 'return_policy',
    description: 'Hardware return and exchange rules.',
    inputs: [['region', 'string', 'Where the order shipped to.', false, ['eu', 'us', 'uk', 'apac']]],
    content:
      '# Returns\n\nUnused hardware can be returned within 30 days (EU and UK: 30 days; US and APAC: 14 days). Start a return from the order page; we email a prepaid label. Refunds reach the original payment method within 5 business days of the parcel arriving.',
  },
  {
    kind: 'static',
    name: 'pricing_table',
    description: 'Current plans and list prices.',
    inputs: [],
    content:
      '| Plan | Per agent / month | Included conversations |\n|---|---|---|\n| Starter | $19 | 500 |\n| Team | $49 | 2,500 |\n| Business | $99 | 10,000 |\n| Enterprise | Contact sales | Custom |',
  },
  {
    kind: 'static',
    name: 'support_hours',
    description: 'When human support is available, per region.',
    inputs: [['region', 'string', 'The visitor’s region.', false, ['americas', 'emea', 'apac']]],
    content:
      'Human support is available Monday to Friday: Americas 08:00–20:00 ET, EMEA 08:00–18:00 CET, APAC 09:00–18:00 SGT. Urgent incidents on the Business and Enterprise plans are covered around the clock.',
  },
  {
    kind: 'static',
    name: 'escalation_contacts',
    description: 'Who to page for each kind of incident.',
    inputs: [],
    content:
      'Payments: #billing-oncall. Data loss or security: security@brightdesk.io, then the on-call lead. Outages: the status-page incident commander. Never share these contacts with customers.',
  },
]

type ProductSpec = {
  slug: string
  kind: Product['kind']
  published: boolean
  name: string
  summary: string
  prompt: string
  price: number | null
  tools: string[]
  kbs: string[]
  /** Days since creation. */
  age: number
}

const PRODUCTS: ProductSpec[] = [
  {
    slug: 'support-assistant',
    kind: 'chat_agent',
    published: true,
    name: 'Support Assistant',
    summary: 'Answers customer questions about Brightdesk from the help center and opens tickets when it cannot help.',
    prompt:
      'You are the support assistant of Brightdesk, a help-desk platform. Answer from the help center and the product documentation; quote the article you used. If the visitor is logged out, ask for their account email before looking anything up. When you cannot solve the problem in three replies, summarise it and open a ticket. Never guess about billing: send billing questions to the Billing Bot.',
    price: null,
    tools: [
      'lookup_account',
      'create_ticket',
      'get_ticket_status',
      'summarize_conversation',
      'classify_intent',
      'support_hours',
    ],
    kbs: ['help-center', 'product-docs'],
    age: 212,
  },
  {
    slug: 'billing-bot',
    kind: 'chat_agent',
    published: true,
    name: 'Billing Bot',
    summary: 'Explains invoices, plan changes and refunds.',
    prompt:
      'You help Brightdesk customers with invoices, plans and payments. Always confirm the customer id before reading invoices. Explain charges in plain words. You may issue refunds only under the refund policy and only up to the invoice amount; otherwise open a ticket for the finance team.',
    price: null,
    tools: ['get_invoice', 'list_invoices', 'issue_refund', 'explain_charge', 'refund_policy'],
    kbs: ['billing'],
    age: 176,
  },
  {
    slug: 'order-tracker',
    kind: 'mcp_server',
    published: true,
    name: 'Order Tracker',
    summary: 'MCP server that lets AI clients look up orders, shipments and delivery estimates.',
    prompt: 'Use get_order before track_shipment: the order carries the carrier and tracking number.',
    price: 500,
    tools: ['get_order', 'list_orders', 'track_shipment', 'estimate_delivery', 'return_policy'],
    kbs: ['shipping'],
    age: 150,
  },
  {
    slug: 'onboarding-guide',
    kind: 'chat_agent',
    published: true,
    name: 'Onboarding Guide',
    summary: 'Walks new workspaces through setup: inbox, widget, team and first automation.',
    prompt:
      'You guide new Brightdesk admins through their first week. Ask what they have set up already, then suggest the next step from the getting-started checklist. Keep answers short and link the relevant documentation page.',
    price: null,
    tools: ['support_hours'],
    kbs: ['product-docs'],
    age: 133,
  },
  {
    slug: 'sales-concierge',
    kind: 'chat_agent',
    published: true,
    name: 'Sales Concierge',
    summary: 'Qualifies visitors on the pricing page and books demos.',
    prompt:
      'You talk to prospects on the pricing page. Find out team size and use case, recommend a plan from the pricing table, and offer a demo when the team has more than 20 agents. Never offer discounts.',
    price: 2_000,
    tools: ['pricing_table', 'qualify_lead', 'book_demo', 'crm_find_contact'],
    kbs: ['billing'],
    age: 118,
  },
  {
    slug: 'status-mcp',
    kind: 'mcp_server',
    published: true,
    name: 'Status MCP',
    summary: 'Live component status and incidents for AI clients and internal bots.',
    prompt: '',
    price: 0,
    tools: ['get_service_status', 'list_incidents'],
    kbs: [],
    age: 97,
  },
  {
    slug: 'returns-desk',
    kind: 'chat_agent',
    published: true,
    name: 'Returns Desk',
    summary: 'Handles hardware returns and exchanges for the Brightdesk shop.',
    prompt:
      'You help customers return or exchange hardware bought in the Brightdesk shop. Look the order up first, check it is inside the return window for its region, then explain how to print the prepaid label. Refund only unused items.',
    price: 1_000,
    tools: ['get_order', 'return_policy', 'issue_refund'],
    kbs: ['shipping', 'help-center'],
    age: 81,
  },
  {
    slug: 'analytics-mcp',
    kind: 'mcp_server',
    published: true,
    name: 'Analytics MCP',
    summary: 'Exposes support analytics reports to AI clients.',
    prompt: 'Dates are in the workspace time zone. Prefer weekly granularity for periods over 60 days.',
    price: 1_500,
    tools: ['run_report'],
    kbs: [],
    age: 64,
  },
  {
    slug: 'it-helpdesk',
    kind: 'chat_agent',
    published: false,
    name: 'Internal IT Helpdesk',
    summary: 'Answers employees’ IT questions from the runbooks.',
    prompt: '',
    price: null,
    tools: ['create_ticket', 'get_ticket_status'],
    kbs: ['it-runbooks'],
    age: 41,
  },
  {
    slug: 'inventory-mcp',
    kind: 'mcp_server',
    published: false,
    name: 'Inventory MCP',
    summary: 'Stock levels per warehouse, for the operations team’s AI tools.',
    prompt: '',
    price: null,
    tools: [],
    kbs: [],
    age: 27,
  },
  {
    slug: 'partner-assistant',
    kind: 'chat_agent',
    published: false,
    name: 'Partner Portal Assistant',
    summary: 'Helps reseller partners with deal registration and co-marketing.',
    prompt:
      'You help Brightdesk reseller partners. Answer from the partner program wiki and agreements. Log every deal registration question in the CRM. Do not discuss commission rates; refer partners to their partner manager.',
    price: null,
    tools: ['crm_find_contact', 'crm_log_activity'],
    kbs: ['partners'],
    age: 19,
  },
  {
    slug: 'crm-connector',
    kind: 'mcp_server',
    published: false,
    name: 'CRM Connector',
    summary: 'Read and annotate CRM contacts from any MCP client.',
    prompt: '',
    price: 250,
    tools: ['crm_find_contact', 'crm_log_activity'],
    kbs: [],
    age: 11,
  },
  {
    slug: 'release-notes-writer',
    kind: 'chat_agent',
    published: false,
    name: 'Release Notes Writer',
    summary: 'Drafts release notes from merged changes for the product team.',
    prompt:
      'You turn lists of merged changes into release notes. Ask for the audience if it is not given. Keep the product vocabulary of the documentation.',
    price: null,
    tools: ['draft_release_notes'],
    kbs: ['product-docs'],
    age: 4,
  },
  // Name (120 characters) and slug (64) at the contract's maximum, so the demo shows how every
  // list, header and picker holds a name that long. Last here, so the others keep their ids.
  {
    slug: 'northwind-outfitters-customer-care-returns-exchanges-warranty-eu',
    kind: 'chat_agent',
    published: true,
    name: 'Northwind Outfitters’ Customer Care Assistant for Returns, Exchanges, Warranty Claims and Delivery Questions (EU and UK)',
    summary:
      'Answers Northwind Outfitters’ customers in the EU and the UK about returns, exchanges, warranty claims and deliveries, from the shipping handbook and the help center, and opens a ticket for the returns team when an order needs a person.',
    prompt:
      'You are the customer care assistant of Northwind Outfitters, a Brightdesk customer. Look the order up before answering. Returns are free within 30 days in the EU and the UK; warranty claims need a photo. Hand over to a person for anything over 500 euros.',
    price: 750,
    // Nothing attached: the other products' tools and knowledge bases keep the users they had.
    tools: [],
    kbs: [],
    age: 58,
  },
]

type SourceSpec = {
  kind: KnowledgeSource['kind']
  name: string
  documents: number
  /** Absent: ready. */
  failed?: { flaky: boolean; lastSuccessDaysAgo: number | null }
}

type KnowledgeBaseSpec = { key: string; name: string; description: string; age: number; sources: SourceSpec[] }

const KNOWLEDGE_BASES: KnowledgeBaseSpec[] = [
  {
    key: 'help-center',
    name: 'Help Center',
    description: 'Public help-center articles and troubleshooting guides.',
    age: 230,
    sources: [
      { kind: 'website', name: 'help.brightdesk.io', documents: 412 },
      { kind: 'file', name: 'Troubleshooting guide 2026.pdf', documents: 1 },
      { kind: 'sitemap', name: 'help.brightdesk.io/sitemap.xml', documents: 398 },
    ],
  },
  {
    key: 'product-docs',
    name: 'Product Documentation',
    description: 'Admin guides, API reference and release notes.',
    age: 221,
    sources: [
      { kind: 'sitemap', name: 'docs.brightdesk.io/sitemap.xml', documents: 286 },
      { kind: 'website', name: 'API reference (developers.brightdesk.io)', documents: 154 },
      { kind: 'google_drive', name: 'Release notes', documents: 62 },
      { kind: 'notion', name: 'Feature FAQ', documents: 38 },
    ],
  },
  {
    key: 'billing',
    name: 'Billing & Plans',
    description: 'Plans, pricing, invoices, taxes and the refund policy.',
    age: 180,
    sources: [
      { kind: 'notion', name: 'Billing playbook', documents: 24 },
      { kind: 'file', name: 'Price list 2026.pdf', documents: 1 },
    ],
  },
  {
    key: 'shipping',
    name: 'Shipping & Returns',
    description: 'Carriers, delivery times, customs and the hardware return process.',
    age: 152,
    sources: [
      { kind: 'website', name: 'shop.brightdesk.io/help', documents: 47 },
      { kind: 'file', name: 'Carrier SLAs.xlsx', documents: 1 },
      { kind: 'google_drive', name: 'Customs and duties', documents: 12 },
    ],
  },
  {
    key: 'partners',
    name: 'Partner Program',
    description: 'Reseller program rules, deal registration and co-marketing kits.',
    age: 22,
    sources: [
      { kind: 'notion', name: 'Partner wiki', documents: 71, failed: { flaky: true, lastSuccessDaysAgo: 9 } },
      { kind: 'google_drive', name: 'Partner agreements', documents: 18 },
    ],
  },
  {
    key: 'it-runbooks',
    name: 'IT Runbooks',
    description: 'Internal runbooks: laptops, accounts, VPN and access requests.',
    age: 45,
    sources: [
      { kind: 'google_drive', name: 'IT runbooks', documents: 93 },
      {
        kind: 'website',
        name: 'intranet.brightdesk.io/it',
        documents: 0,
        failed: { flaky: false, lastSuccessDaysAgo: null },
      },
      { kind: 'file', name: 'Onboarding checklist.docx', documents: 1 },
    ],
  },
]

const END_USERS = [
  { name: 'Maya Okafor', email: 'maya.okafor@example.com' },
  { name: 'Jonas Lindqvist', email: 'jonas.lindqvist@example.org' },
  { name: '田中 美咲', email: 'misaki.tanaka@example.jp' },
  { name: 'Priya Raman', email: 'priya.raman@example.net' },
]

export function seedCatalog(svc: ServiceCore): void {
  const { store, rng } = svc
  const now = svc.now()
  /** `days` ago, moved back by up to `jitterHours` so records do not share a minute. */
  const ago = (days: number, jitterHours = 8) => now - days * DAY - rng.int(0, jitterHours * 60) * 60_000
  /** A time between `from` and now, never closer to now than an hour. */
  const between = (from: number) => from + Math.floor(rng.next() * Math.max(0, now - HOUR - from))

  const toolIds = new Map<string, string>()
  for (const spec of TOOLS) {
    const created = ago(rng.int(90, 240))
    const base = {
      id: svc.newId('tool'),
      name: spec.name,
      description: spec.description,
      inputs: spec.inputs.map(input),
      created_at: iso(created),
      updated_at: iso(between(created)),
    }
    const tool: StoredTool =
      spec.kind === 'llm'
        ? { ...base, kind: 'llm', instructions: spec.instructions }
        : spec.kind === 'http'
          ? {
              ...base,
              kind: 'http',
              http: {
                method: spec.http.method,
                url: spec.http.url,
                headers: (spec.http.headers ?? []).map(([name, value]) => ({ name, value })),
                body_template: spec.http.body_template ?? null,
              },
            }
          : { ...base, kind: 'static', content: spec.content }
    store.tools.set(tool.id, tool)
    toolIds.set(spec.name, tool.id)
  }

  const kbIds = new Map<string, string>()
  for (const spec of KNOWLEDGE_BASES) {
    const created = ago(spec.age)
    const flaky: string[] = []
    const sources: KnowledgeSource[] = spec.sources.map((s) => {
      const id = svc.newId('source')
      if (!s.failed)
        return {
          id,
          kind: s.kind,
          name: s.name,
          status: 'ready',
          last_refreshed_at: iso(ago(0, 72)),
          last_error: null,
          document_count: s.documents,
        }
      if (s.failed.flaky) flaky.push(id)
      const lastSuccess = s.failed.lastSuccessDaysAgo
      return {
        id,
        kind: s.kind,
        name: s.name,
        status: 'failed',
        last_refreshed_at: lastSuccess == null ? null : iso(ago(lastSuccess)),
        last_error: failureMessageFor(s.kind),
        document_count: s.documents,
      }
    })
    const kb: StoredKnowledgeBase = {
      id: svc.newId('knowledgeBase'),
      name: spec.name,
      description: spec.description,
      sources,
      created_at: iso(created),
      updated_at: iso(between(created)),
      ...(flaky.length ? { flaky_source_ids: flaky } : {}),
    }
    store.knowledgeBases.set(kb.id, kb)
    kbIds.set(spec.key, kb.id)
  }

  const ref = (ids: Map<string, string>, key: string) => {
    const id = ids.get(key)
    if (!id) throw new Error(`seed: unknown catalog reference ${key}`)
    return id
  }
  for (const spec of PRODUCTS) {
    const created = ago(spec.age)
    const updated = between(created)
    const publishedAt = spec.published ? between(created) : null
    const product: Product = {
      id: svc.newId('product'),
      kind: spec.kind,
      status: spec.published ? 'published' : 'draft',
      name: spec.name,
      slug: spec.slug,
      summary: spec.summary,
      prompt: spec.prompt,
      price: spec.price,
      tool_ids: spec.tools.map((k) => ref(toolIds, k)),
      knowledge_base_ids: spec.kbs.map((k) => ref(kbIds, k)),
      published_at: publishedAt == null ? null : iso(publishedAt),
      mcp_url: spec.published && spec.kind === 'mcp_server' ? mcpUrlOf(svc, spec.slug) : null,
      version: rng.int(2, 14),
      created_at: iso(created),
      updated_at: iso(Math.max(updated, publishedAt ?? 0)),
    }
    store.products.set(product.id, product)
  }

  seedUserTokens(svc)
}

/** The secret and the sample tokens of the Verify-a-user screen, one per verdict. */
function seedUserTokens(svc: ServiceCore): void {
  const { store, rng } = svc
  store.userTokenSecret = `uts_${rng.idBody()}${rng.idBody()}`
  const bySlug = (slug: string) => {
    const product = [...store.products.values()].find((p) => p.slug === slug)
    if (!product) throw new Error(`seed: no product ${slug}`)
    return product.id
  }
  const nowSeconds = Math.floor(svc.now() / 1000)
  const users = END_USERS.map((u) => ({ ...u, sub: svc.newId('user') }))
  const payload = (i: number, productId: string, exp: number): UserTokenPayload => {
    const u = users[i % users.length] ?? { name: 'Demo User', email: 'demo@example.com', sub: svc.newId('user') }
    return { sub: u.sub, name: u.name, email: u.email, product_id: productId, exp }
  }
  const support = bySlug('support-assistant')
  const sign = (p: UserTokenPayload) => issueUserToken(store.userTokenSecret, p)

  const valid = sign(payload(0, support, nowSeconds + 30 * 86_400))
  // Same signature over an edited payload: a user who granted themselves someone else's identity.
  const [head = '', signature = ''] = valid.split('.')
  const edited = sign(payload(3, support, nowSeconds + 30 * 86_400)).split('.')[0] ?? head
  store.userTokens = [
    { label: 'valid', token: valid },
    { label: 'expired', token: sign(payload(1, support, nowSeconds - 2 * 86_400)) },
    { label: 'tampered', token: `${edited}.${signature}` },
    { label: 'other product', token: sign(payload(2, bySlug('billing-bot'), nowSeconds + 14 * 86_400)) },
    { label: 'unknown product', token: sign(payload(1, svc.newId('product'), nowSeconds + 14 * 86_400)) },
    { label: 'malformed', token: 'eut_this-is-not-a-token' },
  ]
}
