// npm run admin:create -- <email>: makes the user with that verified e-mail super_admin in the
// configured database (DATABASE_URL, else the embedded PGlite in DATA_DIR), with an audit row by
// 'cli' — the first staff member when no one can grant roles yet (docs/operations.md). While a
// server holds the embedded database this refuses and says how to proceed instead (decision 019).
import pino from 'pino'
import { fail, openCliDatabase } from './cli-database.ts'
import { createAdminService } from '#server/features/admin/index.ts'
import { createSystemSettingsStore } from '#server/lib/system-settings.ts'

const USAGE = 'Usage: npm run admin:create -- <email>\n'

const email = process.argv[2]?.trim() ?? ''
if (email === '' || process.argv.length > 3 || !email.includes('@')) fail(USAGE, 2)

const { database } = await openCliDatabase(
  'npm run admin:create',
  `Either stop the server and run this again, or add ${email} to ADMIN_EMAILS, restart the server and sign in with it.`,
)

try {
  const admin = createAdminService({
    database,
    logger: pino({ level: 'silent' }),
    systemSettings: createSystemSettingsStore(database.db),
  })
  const outcome = await admin.makeSuperAdmin(email, 'cli')
  switch (outcome.kind) {
    case 'no-user':
      process.exitCode = 1
      process.stderr.write(`No user has the e-mail ${email}: sign up first (at /auth), verify the address, then run this again.\n`)
      break
    case 'unverified':
      process.exitCode = 1
      process.stderr.write(`${outcome.email} has not verified the address yet: open the verification link first, then run this again.\n`)
      break
    case 'done':
      process.stdout.write(
        outcome.changed
          ? `${outcome.email} is now super_admin (user ${outcome.userId}); the grant is in the audit log as 'cli'.\n`
          : `${outcome.email} is already super_admin; nothing changed.\n`,
      )
      break
  }
} finally {
  await database.close()
}
