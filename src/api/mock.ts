// The demo mock's /_mock controls (no key, outside /v1): its state, conversations, clock and its speed, faults,
// trial, live traffic, draining the wallet, the notice and reset.
import { queryOptions, useMutation } from '@tanstack/react-query'
import type { z } from 'zod/mini'
import { requestMock } from './client'
import {
  mockClockState,
  mockConversationResult,
  mockFaultsState,
  mockProductList,
  mockState,
  type MockFaults,
  type mockConversation,
  type mockReset,
  type mockTraffic,
  type mockTrial,
} from './contract/mock-controls'
import { RESOURCE_KEYS, knowledgeBaseKeys, mockKeys, sessionKeys, walletKeys, webhookKeys } from './keys'
import { apiMutation } from './query'

export { mockKeys }

export const mockQueries = {
  state: () => queryOptions({ queryKey: mockKeys.state(), queryFn: () => requestMock(mockState, 'GET', '') }),
  /** Asked afresh on each use: publishing is a /v1 change, which does not touch the mock's own keys. */
  products: () =>
    queryOptions({
      queryKey: [...mockKeys.all, 'products'],
      queryFn: () => requestMock(mockProductList, 'GET', '/products'),
      staleTime: 0,
    }),
}

/** What time passing changes: retries run, refreshes finish, the trial nears its end. */
const timeKeys = [sessionKeys.all, knowledgeBaseKeys.all, webhookKeys.all, walletKeys.all, mockKeys.all]

export const mockMutations = {
  /** A whole conversation: sessions, debits and webhook deliveries all change. */
  conversation: () =>
    apiMutation({
      key: [...mockKeys.all, 'conversation'],
      fn: (body: z.input<typeof mockConversation>) =>
        requestMock(mockConversationResult, 'POST', '/conversations', body),
      invalidates: () => [sessionKeys.all, walletKeys.all, webhookKeys.all],
    }),
  advanceClock: () =>
    apiMutation({
      key: [...mockKeys.all, 'clock'],
      fn: (advanceMs: number) => requestMock(mockClockState, 'POST', '/clock', { advance_ms: advanceMs }),
      invalidates: () => timeKeys,
    }),
  /** Any subset; `{}` clears every fault. */
  setFaults: () =>
    apiMutation({
      key: [...mockKeys.all, 'faults'],
      fn: (faults: MockFaults) => requestMock(mockFaultsState, 'POST', '/faults', faults),
      invalidates: () => [mockKeys.all],
    }),
  setTrial: () =>
    apiMutation({
      key: [...mockKeys.all, 'trial'],
      fn: (body: z.input<typeof mockTrial>) => requestMock(mockState, 'POST', '/trial', body),
      // An expired trial turns every call into a 402, so everything is stale.
      invalidates: () => [...RESOURCE_KEYS, mockKeys.all],
    }),
  reset: () =>
    apiMutation({
      key: [...mockKeys.all, 'reset'],
      fn: (body: z.input<typeof mockReset>) => requestMock(mockState, 'POST', '/reset', body),
      invalidates: () => [...RESOURCE_KEYS, mockKeys.all],
    }),
  /** On/off and pace (1–60 a minute); either alone keeps the other. What it writes arrives as change notifications. */
  setTraffic: () =>
    apiMutation({
      key: [...mockKeys.all, 'traffic'],
      fn: (body: z.input<typeof mockTraffic>) => requestMock(mockState, 'POST', '/traffic', body),
      invalidates: () => [mockKeys.all],
    }),
  /** How many times faster webhook retries and source refreshes run; waits under way are rescaled. */
  setTimeScale: () =>
    apiMutation({
      key: [...mockKeys.all, 'time-scale'],
      fn: (timeScale: number) => requestMock(mockState, 'POST', '/time-scale', { time_scale: timeScale }),
      invalidates: () => [webhookKeys.all, knowledgeBaseKeys.all, mockKeys.all],
    }),
  /**
   * Spends the whole balance on one runaway conversation, so the wallet reads zero through ordinary debits
   * (the ledger has no other way down); 409 `invalid_state` when it is empty already.
   */
  drainWallet: () =>
    apiMutation({
      key: [...mockKeys.all, 'wallet'],
      fn: () => requestMock(mockConversationResult, 'POST', '/wallet', { drain: true }),
      invalidates: () => [sessionKeys.all, walletKeys.all, webhookKeys.all],
    }),
  dismissNotice: () =>
    apiMutation({
      key: [...mockKeys.all, 'notice'],
      fn: () => requestMock(mockState, 'POST', '/notice/dismiss'),
      invalidates: () => [mockKeys.all],
    }),
}

export const useMockConversation = () => useMutation(mockMutations.conversation())
export const useAdvanceMockClock = () => useMutation(mockMutations.advanceClock())
export const useSetMockFaults = () => useMutation(mockMutations.setFaults())
export const useSetMockTrial = () => useMutation(mockMutations.setTrial())
export const useResetMock = () => useMutation(mockMutations.reset())
export const useSetMockTraffic = () => useMutation(mockMutations.setTraffic())
export const useSetMockTimeScale = () => useMutation(mockMutations.setTimeScale())
export const useDrainMockWallet = () => useMutation(mockMutations.drainWallet())
export const useDismissMockNotice = () => useMutation(mockMutations.dismissNotice())
