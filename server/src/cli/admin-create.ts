// pnpm admin:create --username <nom> [--email <e-mail>] [--reset]
// Creates an administrator (or, with --reset, gives an existing one a new password).
// The password is read from ADMIN_PASSWORD or typed at a hidden prompt; never an argument,
// so it does not land in the shell history.
import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { newPasswordSchema, usernameSchema } from '@ecole/shared/schemas/auth';
import { createRuntime } from '../deps';
import { loadEnv } from '../env';
import { createLogger } from '../logger';
import { hashPassword } from '../features/auth/password';
import { deleteSessionsOf, findAdminByUsername, updateAdminPassword } from '../features/auth/repository';
import { createAdmin } from '../features/auth/service';

async function promptHidden(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, _enc, cb) {
      if (!muted) process.stdout.write(chunk);
      cb();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    muted = true;
  });
}

async function main() {
  const { values } = parseArgs({
    options: { username: { type: 'string' }, email: { type: 'string' }, reset: { type: 'boolean', default: false } },
  });
  const username = usernameSchema.safeParse(values.username ?? '');
  if (!username.success) throw new Error(username.error.issues[0].message);
  const env = loadEnv();
  const password = env.adminPassword ?? (await promptHidden('Mot de passe : '));
  const checked = newPasswordSchema.safeParse(password);
  if (!checked.success) throw new Error(checked.error.issues[0].message);
  if (!env.adminPassword && process.stdin.isTTY && (await promptHidden('Confirmez le mot de passe : ')) !== password) {
    throw new Error('Les deux mots de passe ne correspondent pas.');
  }

  const runtime = await createRuntime(env, createLogger('warn'));
  try {
    const existing = await findAdminByUsername(runtime.deps.db, username.data);
    if (existing && !values.reset) throw new Error(`L'administrateur « ${username.data} » existe déjà (ajoutez --reset pour changer son mot de passe).`);
    if (existing) {
      await updateAdminPassword(runtime.deps.db, existing.id, await hashPassword(password, runtime.deps.env.passwordHashCost), values.email);
      await deleteSessionsOf(runtime.deps.db, existing.id);
      console.log(`Mot de passe de « ${existing.username} » changé ; ses sessions ouvertes sont fermées.`);
    } else {
      await createAdmin(runtime.deps, { username: username.data, password, email: values.email ?? null });
      console.log(`Administrateur « ${username.data} » créé. Connectez-vous sur /admin/login.`);
    }
  } finally {
    await runtime.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
