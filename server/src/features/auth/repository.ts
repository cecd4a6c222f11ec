import { and, eq, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { adminUsers, session } from '../../db/schema';

export interface SessionData {
  adminId: number;
  /** Epoch ms of the login: the absolute lifetime counts from here. */
  createdAt: number;
  /** Epoch ms of the last request: the idle timeout counts from here. */
  lastSeenAt: number;
}

export const findAdminByUsername = async (db: Db, username: string) =>
  (await db.select().from(adminUsers).where(sql`lower(${adminUsers.username}) = lower(${username})`).limit(1))[0];

export const findAdminById = async (db: Db, id: number) => (await db.select().from(adminUsers).where(eq(adminUsers.id, id)).limit(1))[0];

export const countAdmins = async (db: Db) => Number((await db.select({ n: sql<number>`count(*)` }).from(adminUsers))[0].n);

export async function insertAdmin(db: Db, values: { username: string; password: string; email: string | null }) {
  const [row] = await db.insert(adminUsers).values(values).returning();
  return row;
}

export async function updateAdminPassword(db: Db, id: number, password: string, email?: string | null) {
  await db
    .update(adminUsers)
    .set({ password, ...(email !== undefined ? { email } : {}) })
    .where(eq(adminUsers.id, id));
}

export async function insertSession(db: Db, sid: string, data: SessionData, expire: Date) {
  await db.insert(session).values({ sid, sess: data, expire });
}

export const findSession = async (db: Db, sid: string) =>
  (await db.select().from(session).where(and(eq(session.sid, sid), sql`${session.expire} > now()`)).limit(1))[0] as
    | { sid: string; sess: SessionData; expire: Date }
    | undefined;

export async function touchSession(db: Db, sid: string, data: SessionData, expire: Date) {
  await db.update(session).set({ sess: data, expire }).where(eq(session.sid, sid));
}

export async function deleteSession(db: Db, sid: string) {
  await db.delete(session).where(eq(session.sid, sid));
}

export async function deleteSessionsOf(db: Db, adminId: number) {
  await db.delete(session).where(sql`(${session.sess}->>'adminId')::int = ${adminId}`);
}

/** Deletes the sessions past their end (findSession no longer finds them); how many. */
export async function purgeExpiredSessions(db: Db): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`WITH gone AS (DELETE FROM session WHERE expire <= now() RETURNING 1) SELECT count(*)::int AS n FROM gone`));
  return Number(row?.n ?? 0);
}
