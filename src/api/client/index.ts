// The transport: builds requests from the configuration, validates answers with the contract and
// turns every failure into an ApiError. It knows nothing of the UI; what the app learns from the
// answers it learns through observers (observers.ts).
export { decodeAnswer, decodeProblem } from './decode'
export { observeAnswers, type AnswerObserver, type Attempt } from './observers'
export { MAX_RATE_LIMIT_RETRIES, MAX_RETRY_WAIT_MS, rateLimitedUntil, retryAfterMs } from './rate-limit'
export { requestMock } from './mock'
export { request, requestWithMeta } from './requests'
export { REQUEST_TIMEOUT_MS } from './timeouts'
export { callApi, callApiWithMeta, type OperationArgs, type OperationData } from './typed'
export type { ApiResponse, Method, RequestOptions } from './types'
export { buildUrl, endpointOf, fillPath, path } from './urls'
