import { t } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { VerifyUserPage } from '../features/verify-user/verify-user-page'

export const Route = createFileRoute('/verify-user')({
  head: () => ({ meta: [{ title: t`Verify a user · Agent Console` }] }),
  component: VerifyUserPage,
})
