import {
  type AccountFields,
  type AuthUser,
  accountFieldsSchema,
  type Role,
} from '@chapterhouse/shared';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { organisations, sessions, users } from '../../db/schema/index.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import { matchesIdOrSlug } from '../../lib/organisation-queries.js';
import { hashPassword } from '../auth/passwords.js';

const KIND_OF_ROLE: Record<Exclude<Role, 'BRANCH_ADMIN'>, 'society' | 'council'> = {
  SOCIETY_ADMIN: 'society',
  COUNCIL_ADMIN: 'council',
};

/** Columns that make an `AuthUser`, with the organisation joined (left join: branch admins). */
export const authUserColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  role: users.role,
  entityId: users.organisationId,
  organisationId: organisations.id,
  organisationSlug: organisations.slug,
  organisationName: organisations.name,
  organisationKind: organisations.kind,
};

export function toAuthUser(row: {
  id: number;
  email: string;
  name: string;
  role: Role;
  entityId: number | null;
  organisationId: number | null;
  organisationSlug: string | null;
  organisationName: string | null;
  organisationKind: 'society' | 'council' | 'branch' | null;
}): AuthUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    entityId: row.entityId,
    organisation:
      row.organisationId !== null &&
      row.organisationSlug !== null &&
      row.organisationName !== null &&
      row.organisationKind !== null
        ? {
            id: row.organisationId,
            slug: row.organisationSlug,
            name: row.organisationName,
            kind: row.organisationKind,
          }
        : null,
  };
}

export const byEmail = (email: string) =>
  sql`lower(${users.email}) = ${email.trim().toLowerCase()}`;

/** The organisation a new organisation admin will run, checked against the role's kind. */
export async function organisationFor(
  db: Database,
  role: Role,
  organisation: number | string | null,
) {
  if (role === 'BRANCH_ADMIN') {
    if (organisation !== null)
      throw new HttpError(400, 'Branch admins do not belong to an organisation');
    return null;
  }
  if (organisation === null) {
    throw new HttpError(400, `A ${role} needs the organisation they run`);
  }
  const kind = KIND_OF_ROLE[role];
  const [row] = await db
    .select({ id: organisations.id, kind: organisations.kind, name: organisations.name })
    .from(organisations)
    .where(matchesIdOrSlug(String(organisation)))
    .limit(1);
  if (!row) throw notFound(`No organisation with id or slug "${organisation}"`);
  if (row.kind !== kind) {
    throw new HttpError(400, `${row.name} is a ${row.kind}; a ${role} must run a ${kind}`);
  }
  return row.id;
}

/**
 * Creates an account. `organisation` is an id or slug (the CLI) or the id the API's `entityId`
 * carries. A taken e-mail (in any letter case) is a 409.
 */
export async function createUser(
  db: Database,
  input: AccountFields & { organisation: number | string | null },
): Promise<AuthUser> {
  const parsed = accountFieldsSchema.safeParse(input);
  if (!parsed.success) {
    throw new HttpError(400, parsed.error.issues.map((issue) => issue.message).join('; '));
  }
  const organisationId = await organisationFor(db, input.role, input.organisation);
  const passwordHash = await hashPassword(input.password);
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(byEmail(parsed.data.email));
  if (existing)
    throw new HttpError(409, `An account with the e-mail ${parsed.data.email} already exists`);
  try {
    const [created] = await db
      .insert(users)
      .values({
        email: parsed.data.email,
        name: parsed.data.name,
        passwordHash,
        role: input.role,
        organisationId,
      })
      .returning({ id: users.id });
    if (!created) throw new Error('insert returned nothing');
    return findUser(db, created.id) as Promise<AuthUser>;
  } catch (error) {
    // Two creations racing for one address: the unique index decides.
    if (
      (error as { code?: string }).code === '23505' ||
      String(error).includes('users_email_lower_unique')
    ) {
      throw new HttpError(409, `An account with the e-mail ${parsed.data.email} already exists`);
    }
    throw error;
  }
}

export async function findUser(db: Database, id: number): Promise<AuthUser | null> {
  const [row] = await db
    .select(authUserColumns)
    .from(users)
    .leftJoin(organisations, eq(users.organisationId, organisations.id))
    .where(eq(users.id, id));
  return row ? toAuthUser(row) : null;
}

export async function listUsers(db: Database) {
  return db
    .select({
      ...authUserColumns,
      disabledAt: users.disabledAt,
      lastLoginAt: users.lastLoginAt,
      /** Invited, and no password set yet. */
      pending: sql<boolean>`${users.passwordHash} is null`,
    })
    .from(users)
    .leftJoin(organisations, eq(users.organisationId, organisations.id))
    .orderBy(asc(users.role), asc(users.email));
}

export async function requireUserId(db: Database, email: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(byEmail(email));
  if (!row) throw notFound(`No account with the e-mail ${email}`);
  return row.id;
}

/** Sets a new password and signs the account out everywhere. */
export async function setPassword(db: Database, email: string, password: string): Promise<void> {
  const id = await requireUserId(db, email);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date(), version: sql`${users.version} + 1` })
      .where(eq(users.id, id));
    await tx.delete(sessions).where(eq(sessions.userId, id));
  });
}

/** Disabling takes effect at once: the account's sessions are deleted with it. */
export async function setDisabled(db: Database, id: number, disabled: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ disabledAt: disabled ? new Date() : null, updatedAt: new Date() })
      .where(eq(users.id, id));
    if (disabled) await tx.delete(sessions).where(eq(sessions.userId, id));
  });
}
