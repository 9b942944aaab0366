import { createHash, randomUUID } from 'node:crypto';
import type { SqliteDatabase } from '../../common/store/sqlite-database';

export const FORMS_MIGRATIONS = [
  `CREATE TABLE submissions (
     id TEXT PRIMARY KEY,
     form_id TEXT NOT NULL,
     instance_id TEXT NOT NULL,
     reference TEXT NOT NULL UNIQUE,
     idempotency_key TEXT NOT NULL UNIQUE,
     body_hash TEXT NOT NULL,
     payload TEXT NOT NULL,
     received_at TEXT NOT NULL
   )`,
  'CREATE INDEX submissions_by_form ON submissions (form_id, received_at)',
  `CREATE TABLE uploads (
     id TEXT PRIMARY KEY,
     form_id TEXT NOT NULL,
     instance_id TEXT NOT NULL,
     field_id TEXT NOT NULL,
     name TEXT NOT NULL,
     size INTEGER NOT NULL,
     content_type TEXT NOT NULL,
     data BLOB NOT NULL,
     uploaded_at TEXT NOT NULL
   )`,
  'CREATE INDEX uploads_by_instance ON uploads (form_id, instance_id, field_id)',
  `CREATE TABLE event_registrations (
     service_key TEXT NOT NULL,
     profile_key TEXT NOT NULL,
     status TEXT NOT NULL,
     participants INTEGER NOT NULL,
     payload TEXT NOT NULL,
     registered_at TEXT NOT NULL,
     PRIMARY KEY (service_key, profile_key)
   )`,
  `CREATE TABLE newsletter_subscriptions (
     id INTEGER PRIMARY KEY,
     email TEXT NOT NULL,
     topics TEXT NOT NULL,
     subscribed_at TEXT NOT NULL
   )`,
] as const;

export interface StoredSubmission {
  submissionId: string;
  reference: string;
  instanceId: string;
  receivedAt: string;
  values: Record<string, unknown>;
}

export interface StoredUpload {
  id: string;
  name: string;
  size: number;
}

export interface EventRegistration {
  status: string;
  participants: number;
  values: Record<string, string>;
}

/** A stable hash of a request body without its form token (a retry may carry a newer token). */
export function bodyHash(body: Record<string, unknown>): string {
  const { tokenId: _token, ...rest } = body;
  return createHash('sha256').update(JSON.stringify(rest)).digest('hex');
}

const REFERENCE_PREFIX: Record<string, string> = {
  kontakt: 'KF',
  terminvereinbarung: 'TA',
  beschwerde: 'BS',
  kontoeroeffnung: 'KE',
};

interface SubmissionRow {
  id: string;
  reference: string;
  instance_id: string;
  received_at: string;
  payload: string;
  body_hash: string;
}

/** Submissions, uploads, event registrations and newsletter sign-ups, durably in SQLite. */
export function createFormsStore(db: SqliteDatabase, now: () => Date) {
  const byKey = db.prepare<[string], SubmissionRow>(
    'SELECT * FROM submissions WHERE idempotency_key = ?',
  );
  const count = db.prepare<[string, string], { n: number }>(
    "SELECT COUNT(*) AS n FROM submissions WHERE form_id = ? AND strftime('%Y', received_at) = ?",
  );
  const insert = db.prepare(
    'INSERT INTO submissions (id, form_id, instance_id, reference, idempotency_key, body_hash, payload, received_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const listOf = db.prepare<[string], SubmissionRow>(
    'SELECT * FROM submissions WHERE form_id = ? ORDER BY received_at, rowid',
  );
  const toSubmission = (row: SubmissionRow): StoredSubmission => ({
    submissionId: row.id,
    reference: row.reference,
    instanceId: row.instance_id,
    receivedAt: row.received_at,
    values: JSON.parse(row.payload) as Record<string, unknown>,
  });

  return {
    /** The submission an idempotency key already stored, with the hash of its body. */
    findByKey(key: string): (StoredSubmission & { bodyHash: string }) | undefined {
      const row = byKey.get(key);
      return row ? { ...toSubmission(row), bodyHash: row.body_hash } : undefined;
    },
    /** Stores a submission under its idempotency key; one transaction, so a key is stored once. */
    addSubmission(
      formId: string,
      instanceId: string,
      key: string,
      hash: string,
      values: Record<string, unknown>,
    ): StoredSubmission {
      return db.transaction(() => {
        const existing = byKey.get(key);
        if (existing) return toSubmission(existing);
        const receivedAt = now().toISOString();
        const year = receivedAt.slice(0, 4);
        const number = (count.get(formId, year)?.n ?? 0) + 1;
        const reference = `${REFERENCE_PREFIX[formId] ?? 'FO'}-${year}-${String(number).padStart(6, '0')}`;
        const id = randomUUID();
        insert.run(
          id,
          formId,
          instanceId,
          reference,
          key,
          hash,
          JSON.stringify(values),
          receivedAt,
        );
        return { submissionId: id, reference, instanceId, receivedAt, values };
      })();
    },
    submissions(formId: string): StoredSubmission[] {
      return listOf.all(formId).map(toSubmission);
    },
    addUpload(
      formId: string,
      instanceId: string,
      fieldId: string,
      name: string,
      contentType: string,
      data: Buffer,
    ): StoredUpload {
      const id = randomUUID();
      db.prepare(
        'INSERT INTO uploads (id, form_id, instance_id, field_id, name, size, content_type, data, uploaded_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      ).run(
        id,
        formId,
        instanceId,
        fieldId,
        name,
        data.length,
        contentType,
        data,
        now().toISOString(),
      );
      return { id, name, size: data.length };
    },
    uploads(formId: string, instanceId: string, fieldId: string): StoredUpload[] {
      return db
        .prepare<[string, string, string], StoredUpload>(
          'SELECT id, name, size FROM uploads WHERE form_id = ? AND instance_id = ? AND field_id = ? ORDER BY rowid',
        )
        .all(formId, instanceId, fieldId);
    },
    /** Forgets a file the visitor removed again; false when the instance holds no such file. */
    removeUpload(formId: string, instanceId: string, uploadId: string): boolean {
      return (
        db
          .prepare('DELETE FROM uploads WHERE form_id = ? AND instance_id = ? AND id = ?')
          .run(formId, instanceId, uploadId).changes > 0
      );
    },
    registration(serviceKey: string, profileKey: string): EventRegistration | undefined {
      const row = db
        .prepare<[string, string], { status: string; participants: number; payload: string }>(
          'SELECT status, participants, payload FROM event_registrations WHERE service_key = ? AND profile_key = ?',
        )
        .get(serviceKey, profileKey);
      return row
        ? {
            status: row.status,
            participants: row.participants,
            values: JSON.parse(row.payload) as Record<string, string>,
          }
        : undefined;
    },
    /** Places taken by accepted registrations of an event. */
    acceptedParticipants(serviceKey: string): number {
      return (
        db
          .prepare<[string], { n: number | null }>(
            "SELECT SUM(participants) AS n FROM event_registrations WHERE service_key = ? AND status = 'ACCEPTED'",
          )
          .get(serviceKey)?.n ?? 0
      );
    },
    register(
      serviceKey: string,
      profileKey: string,
      status: string,
      participants: number,
      values: Record<string, string>,
    ): void {
      db.prepare(
        `INSERT INTO event_registrations (service_key, profile_key, status, participants, payload, registered_at) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (service_key, profile_key) DO UPDATE SET status = excluded.status, participants = excluded.participants, payload = excluded.payload, registered_at = excluded.registered_at`,
      ).run(
        serviceKey,
        profileKey,
        status,
        participants,
        JSON.stringify(values),
        now().toISOString(),
      );
    },
    subscribe(email: string, topics: string[]): void {
      db.prepare(
        'INSERT INTO newsletter_subscriptions (email, topics, subscribed_at) VALUES (?, ?, ?)',
      ).run(email, topics.join(','), now().toISOString());
    },
    subscriptions(): { email: string; topics: string[]; subscribedAt: string }[] {
      return db
        .prepare<[], { email: string; topics: string; subscribed_at: string }>(
          'SELECT email, topics, subscribed_at FROM newsletter_subscriptions ORDER BY id',
        )
        .all()
        .map((row) => ({
          email: row.email,
          topics: row.topics ? row.topics.split(',') : [],
          subscribedAt: row.subscribed_at,
        }));
    },
  };
}

export type FormsStore = ReturnType<typeof createFormsStore>;
