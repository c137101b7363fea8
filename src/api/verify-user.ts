// Verify a user: an on-demand check, run as a mutation so the end-user token never sits in the query cache.
import { useMutation } from '@tanstack/react-query'
import { callApi } from './client'
import { USER_TOKEN_HEADER } from './contract'
import { apiMutation } from './query'

export const verifyUserMutations = {
  verify: () =>
    apiMutation({
      key: ['verify-user'],
      // The token travels in a header, never in a URL, where logs and history would keep it (docs/api.md).
      fn: (token: string) => callApi('verifyUser', { headers: { [USER_TOKEN_HEADER]: token } }),
      invalidates: () => [],
    }),
}

export const useVerifyUser = () => useMutation(verifyUserMutations.verify())
