import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { expect, it } from 'vitest';
import { memberMessages } from '../../../shared/i18n/en/members';
import { workspaceMessages } from '../../../shared/i18n/en/workspace';
import { workspaceRoles, type WorkspaceRole } from '../../../shared/permissions';
import type { ActiveWorkspace, Member, MemberPage } from '../../../shared/workspace';
import { members, users } from '../../db/schema/index';
import { confirmEmail, newAccount, signUp, withCookie } from '../../test/auth-helpers';
import { describeWithGoogle, signInWithGoogle } from '../../test/google';
import { describeOnEachDatabase, jsonRequest, testOrigin, type TestApp } from '../../test/test-app';
import { enableTwoFactor, totpCode } from '../../test/totp';

/** Someone with a session, acting in `workspaceId` through the member row `memberId`. */
type Person = {
  cookie: string;
  userId: string;
  memberId: string;
  workspaceId: string;
  ownWorkspaceId: string;
  email: string;
  password: string;
};

/** A request to `/api/workspace…` as our pages send it. */
const send = (testApp: TestApp, cookie: string, method: string, path: string, body?: unknown) =>
  testApp.app.request(
    `/api/workspace${path}`,
    withCookie(
      cookie,
      body === undefined ? { method, headers: { origin: testOrigin } } : jsonRequest(method, body),
    ),
  );

const all = workspaceRoles;

/** docs/product.md#roles: which roles each role may give to a member of each role; any other pair is a 403. */
const roleChanges: Record<WorkspaceRole, Partial<Record<WorkspaceRole, readonly WorkspaceRole[]>>> = {
  owner: { owner: all, admin: all, editor: all, collaborator: all },
  admin: { editor: ['editor', 'collaborator'], collaborator: ['editor', 'collaborator'] },
  editor: {},
  collaborator: {},
};

/** docs/product.md#roles: whom each role may remove. */
const removals: Record<WorkspaceRole, readonly WorkspaceRole[]> = {
  owner: all,
  admin: ['editor', 'collaborator'],
  editor: [],
  collaborator: [],
};

describeOnEachDatabase('/api/workspace/members', (context) => {
  const db = () => context().database.db;
  const call = (cookie: string, method: string, path: string, body?: unknown) =>
    send(context(), cookie, method, path, body);

  /** A new account, Owner of its own workspace. */
  async function owner(account = newAccount()): Promise<Person> {
    const { cookie, response } = await signUp(context(), account);
    const { user } = (await response.json()) as { user: { id: string } };
    const [row] = await db().select().from(members).where(eq(members.userId, user.id));
    const workspaceId = row!.organizationId;
    return {
      cookie,
      userId: user.id,
      memberId: row!.id,
      workspaceId,
      ownWorkspaceId: workspaceId,
      password: account.password,
      email: account.email,
    };
  }

  /** A new account that also belongs to `workspaceId` with this role and works in it. */
  async function teammate(workspaceId: string, role: WorkspaceRole): Promise<Person> {
    const person = await owner();
    const memberId = randomUUID();
    await db()
      .insert(members)
      .values({ id: memberId, organizationId: workspaceId, userId: person.userId, role });
    const switched = await context().app.request(
      '/api/workspaces/active',
      withCookie(person.cookie, jsonRequest('POST', { workspaceId })),
    );
    expect(switched.status).toBe(200);
    return { ...person, memberId, workspaceId };
  }

  /** A member without a session, inserted directly (cheap enough for dozens). */
  async function insertMember(
    workspaceId: string,
    role: WorkspaceRole,
    fields: { name?: string; email?: string; image?: string; lastActiveAt?: Date } = {},
  ) {
    const userId = randomUUID();
    const memberId = randomUUID();
    await db()
      .insert(users)
      .values({
        id: userId,
        name: fields.name ?? 'Someone Else',
        email: fields.email ?? `member-${userId}@example.test`,
        image: fields.image ?? null,
      });
    await db()
      .insert(members)
      .values({ id: memberId, organizationId: workspaceId, userId, role, lastActiveAt: fields.lastActiveAt });
    return { userId, memberId };
  }

  const roleOf = async (memberId: string) =>
    (await db().select({ role: members.role }).from(members).where(eq(members.id, memberId)))[0]?.role;

  const ownersOf = async (workspaceId: string) =>
    db()
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.organizationId, workspaceId), eq(members.role, 'owner')));

  async function list(cookie: string, query = '') {
    const response = await call(cookie, 'GET', `/members${query}`);
    expect(response.status).toBe(200);
    return (await response.json()) as MemberPage;
  }

  const names = (page: MemberPage) => page.items.map((member) => member.name);

  async function activeWorkspace(cookie: string) {
    const response = await call(cookie, 'GET', '');
    expect(response.status).toBe(200);
    return ((await response.json()) as { workspace: ActiveWorkspace }).workspace;
  }

  it('lists every member a page at a time, Owners first and then by name', async () => {
    const me = await owner(newAccount({ name: 'Ada Lovelace' }));
    const inserted = Array.from({ length: 56 }, (_, index) => ({
      name: `Person ${String(index + 1).padStart(2, '0')}`,
      role: workspaceRoles[index % 4]!,
    }));
    for (const person of inserted) await insertMember(me.workspaceId, person.role, { name: person.name });
    await insertMember(me.workspaceId, 'editor', {
      name: 'Pictured Person',
      image: '/storage/user-avatars/0f8fad5b-d9cb-469f-a165-70867728950e.webp',
    });

    const first = await list(me.cookie);
    const second = await list(me.cookie, '?page=2');
    expect(first).toMatchObject({ total: 58, page: 1, pageSize: 50 });
    expect(first.items).toHaveLength(50);
    expect(second).toMatchObject({ total: 58, page: 2, pageSize: 50 });
    expect(second.items).toHaveLength(8);

    const rank = (role: WorkspaceRole) => workspaceRoles.indexOf(role);
    const expected = [
      { name: 'Ada Lovelace', role: 'owner' as const },
      { name: 'Pictured Person', role: 'editor' as const },
      ...inserted,
    ].sort((a, b) => rank(a.role) - rank(b.role) || (a.name < b.name ? -1 : 1));
    const listed = [...first.items, ...second.items];
    expect(listed.map(({ name, role }) => ({ name, role }))).toEqual(expected);

    const you = listed.find((member) => member.isYou)!;
    expect(you).toEqual({
      id: me.memberId,
      userId: me.userId,
      name: 'Ada Lovelace',
      email: expect.any(String),
      role: 'owner',
      avatarUrl: null,
      links: {},
      joinedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      // requireWorkspace recorded this very request.
      lastActiveAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      isYou: true,
    } satisfies Member);
    expect(listed.filter((member) => member.isYou)).toHaveLength(1);
    expect(listed.find((member) => member.name === 'Pictured Person')).toMatchObject({
      avatarUrl: '/storage/user-avatars/0f8fad5b-d9cb-469f-a165-70867728950e.webp',
      lastActiveAt: null,
      isYou: false,
    });
    expect(await list(me.cookie, '?page=3')).toEqual({ items: [], total: 58, page: 3, pageSize: 50 });
  });

  it('searches names and emails as typed, ignoring case and taking % and _ literally', async () => {
    const me = await owner(newAccount({ name: 'Ada Lovelace' }));
    const tag = randomUUID().slice(0, 8);
    await insertMember(me.workspaceId, 'admin', { name: 'Grace Hopper', email: `ghopper-${tag}@navy.test` });
    await insertMember(me.workspaceId, 'editor', {
      name: 'Alan Turing',
      email: `alan-${tag}@bletchley.test`,
    });
    await insertMember(me.workspaceId, 'editor', {
      name: 'Edsger 100% Dijkstra',
      email: `edsger_d-${tag}@example.test`,
    });
    await insertMember(me.workspaceId, 'collaborator', {
      name: 'Edsger 1000 Lookalike',
      email: `edsgerxd-${tag}@example.test`,
    });

    expect(names(await list(me.cookie, '?search=HOPPER'))).toEqual(['Grace Hopper']);
    expect(names(await list(me.cookie, '?search=%20%20grace%20'))).toEqual(['Grace Hopper']);
    expect(names(await list(me.cookie, '?search=Bletchley'))).toEqual(['Alan Turing']);
    expect(names(await list(me.cookie, `?search=${encodeURIComponent('100%')}`))).toEqual([
      'Edsger 100% Dijkstra',
    ]);
    expect(names(await list(me.cookie, `?search=${encodeURIComponent('%')}`))).toEqual([
      'Edsger 100% Dijkstra',
    ]);
    expect(names(await list(me.cookie, '?search=r_d'))).toEqual(['Edsger 100% Dijkstra']);
    expect(names(await list(me.cookie, `?search=${encodeURIComponent('\\')}`))).toEqual([]);
    const edsgers = await list(me.cookie, '?search=edsger');
    expect(edsgers).toMatchObject({ total: 2, page: 1 });
    expect(names(edsgers)).toEqual(['Edsger 100% Dijkstra', 'Edsger 1000 Lookalike']);
    expect(await list(me.cookie, '?search=nobody-at-all')).toMatchObject({ items: [], total: 0 });
    expect((await list(me.cookie, '?search=')).total).toBe(5);
  });

  it('filters by one role, or by none', async () => {
    const me = await owner(newAccount({ name: 'Ada Lovelace' }));
    await insertMember(me.workspaceId, 'admin', { name: 'An Admin' });
    await insertMember(me.workspaceId, 'editor', { name: 'An Editor' });
    await insertMember(me.workspaceId, 'editor', { name: 'Another Editor' });
    await insertMember(me.workspaceId, 'collaborator', { name: 'A Collaborator' });

    expect(names(await list(me.cookie, '?role=owner'))).toEqual(['Ada Lovelace']);
    expect(names(await list(me.cookie, '?role=admin'))).toEqual(['An Admin']);
    expect(await list(me.cookie, '?role=editor')).toMatchObject({ total: 2 });
    expect(names(await list(me.cookie, '?role=editor'))).toEqual(['An Editor', 'Another Editor']);
    expect(names(await list(me.cookie, '?role=collaborator'))).toEqual(['A Collaborator']);
    const everyone = ['Ada Lovelace', 'An Admin', 'An Editor', 'Another Editor', 'A Collaborator'];
    expect(names(await list(me.cookie, '?role=all'))).toEqual(everyone);
    expect(names(await list(me.cookie))).toEqual(everyone);
    expect(names(await list(me.cookie, '?role=editor&search=another'))).toEqual(['Another Editor']);
  });

  it('filters by last activity, leaving out members never seen', async () => {
    const me = await owner(newAccount({ name: 'Ada Lovelace' }));
    const ago = (hours: number) => new Date(Date.now() - hours * 60 * 60 * 1000);
    await insertMember(me.workspaceId, 'editor', { name: 'Hour Ago', lastActiveAt: ago(1) });
    await insertMember(me.workspaceId, 'editor', { name: 'Three Days Ago', lastActiveAt: ago(72) });
    await insertMember(me.workspaceId, 'editor', { name: 'Twenty Days Ago', lastActiveAt: ago(20 * 24) });
    await insertMember(me.workspaceId, 'editor', { name: 'Two Months Ago', lastActiveAt: ago(60 * 24) });
    await insertMember(me.workspaceId, 'editor', { name: 'Never Seen' });

    // The caller is active now: requireWorkspace records it.
    expect(names(await list(me.cookie, '?lastActive=today'))).toEqual(['Ada Lovelace', 'Hour Ago']);
    expect(names(await list(me.cookie, '?lastActive=7d'))).toEqual([
      'Ada Lovelace',
      'Hour Ago',
      'Three Days Ago',
    ]);
    expect(names(await list(me.cookie, '?lastActive=30d'))).toEqual([
      'Ada Lovelace',
      'Hour Ago',
      'Three Days Ago',
      'Twenty Days Ago',
    ]);
    expect(await list(me.cookie, '?lastActive=all')).toMatchObject({ total: 6 });
    expect(names(await list(me.cookie, '?lastActive=7d&role=editor&search=days'))).toEqual([
      'Three Days Ago',
    ]);
  });

  it('answers 400 in our error shape for a bad filter', async () => {
    const me = await owner();
    for (const [query, field] of [
      ['?role=boss', 'role'],
      ['?role=ALL', 'role'],
      ['?page=0', 'page'],
      ['?page=abc', 'page'],
      ['?page=1.5', 'page'],
      ['?page=-2', 'page'],
      ['?page=99999999', 'page'],
      [`?search=${'x'.repeat(101)}`, 'search'],
      [`?search=${'x'.repeat(5000)}`, 'search'],
      ['?lastActive=yesterday', 'lastActive'],
    ] as const) {
      const response = await call(me.cookie, 'GET', `/members${query}`);
      expect(response.status, query).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: 'invalid_input', message: memberMessages.filters[field], field },
      });
    }
  });

  it('refuses anonymous callers', async () => {
    expect((await context().app.request('/api/workspace/members')).status).toBe(401);
  });

  it("keeps each workspace's members to itself: another workspace's member is unknown (404)", async () => {
    const mine = await owner();
    const theirs = await owner();
    const stranger = await insertMember(theirs.workspaceId, 'collaborator', { name: 'Their Collaborator' });

    expect(await list(mine.cookie)).toMatchObject({ total: 1, items: [{ id: mine.memberId }] });
    for (const memberId of [stranger.memberId, theirs.memberId, 'no-such-member']) {
      const changed = await call(mine.cookie, 'PATCH', `/members/${memberId}`, { role: 'editor' });
      expect(changed.status).toBe(404);
      expect(await changed.json()).toEqual({
        error: { code: 'not_found', message: memberMessages.notFound },
      });
      expect((await call(mine.cookie, 'DELETE', `/members/${memberId}`)).status).toBe(404);
      const transferred = await call(mine.cookie, 'POST', '/transfer-ownership', {
        memberId,
        password: mine.password,
      });
      expect(transferred.status).toBe(404);
    }
    expect(await roleOf(stranger.memberId)).toBe('collaborator');
    expect(await roleOf(theirs.memberId)).toBe('owner');
    expect(await roleOf(mine.memberId)).toBe('owner');
  });

  it('changes roles exactly as the role table allows, and refuses the rest with 403', async () => {
    for (const callerRole of workspaceRoles) {
      const caller =
        callerRole === 'owner' ? await owner() : await teammate((await owner()).workspaceId, callerRole);
      for (const targetRole of workspaceRoles) {
        for (const granted of workspaceRoles) {
          const target = await insertMember(caller.workspaceId, targetRole, { name: 'Target Person' });
          const response = await call(caller.cookie, 'PATCH', `/members/${target.memberId}`, {
            role: granted,
          });
          const label = `${callerRole} gives ${targetRole} the role ${granted}`;
          if (roleChanges[callerRole][targetRole]?.includes(granted)) {
            expect(response.status, label).toBe(200);
            const { member } = (await response.json()) as { member: Member };
            expect(member, label).toMatchObject({ id: target.memberId, role: granted, isYou: false });
            expect(await roleOf(target.memberId), label).toBe(granted);
          } else {
            expect(response.status, label).toBe(403);
            expect(((await response.json()) as { error: { code: string } }).error.code, label).toBe(
              'forbidden',
            );
            expect(await roleOf(target.memberId), label).toBe(targetRole);
          }
        }
      }
    }
  });

  it('says why a role change is refused', async () => {
    const admin = await teammate((await owner()).workspaceId, 'admin');
    const otherAdmin = await insertMember(admin.workspaceId, 'admin');
    const editor = await insertMember(admin.workspaceId, 'editor');
    const message = async (response: Response) =>
      ((await response.json()) as { error: { message: string } }).error.message;

    const outranked = await call(admin.cookie, 'PATCH', `/members/${otherAdmin.memberId}`, {
      role: 'editor',
    });
    expect(await message(outranked)).toBe(memberMessages.changeRoleOutranked);
    const tooHigh = await call(admin.cookie, 'PATCH', `/members/${editor.memberId}`, { role: 'admin' });
    expect(await message(tooHigh)).toBe(memberMessages.grantRoleTooHigh);
    const self = await call(admin.cookie, 'PATCH', `/members/${admin.memberId}`, { role: 'owner' });
    expect(self.status).toBe(403);
    expect(await message(self)).toBe(memberMessages.changeRoleOutranked);

    const editorCaller = await teammate(admin.workspaceId, 'editor');
    const refused = await call(editorCaller.cookie, 'PATCH', `/members/${editor.memberId}`, {
      role: 'collaborator',
    });
    expect(await message(refused)).toBe(workspaceMessages.forbidden);

    const unknownRole = await call(admin.cookie, 'PATCH', `/members/${editor.memberId}`, { role: 'boss' });
    expect(unknownRole.status).toBe(400);
    expect(await unknownRole.json()).toMatchObject({ error: { code: 'invalid_input', field: 'role' } });
  });

  it('removes members exactly as the role table allows, and refuses the rest with 403', async () => {
    for (const callerRole of workspaceRoles) {
      const caller =
        callerRole === 'owner' ? await owner() : await teammate((await owner()).workspaceId, callerRole);
      for (const targetRole of workspaceRoles) {
        const target = await insertMember(caller.workspaceId, targetRole);
        const response = await call(caller.cookie, 'DELETE', `/members/${target.memberId}`);
        const label = `${callerRole} removes ${targetRole}`;
        if (removals[callerRole].includes(targetRole)) {
          expect(response.status, label).toBe(204);
          expect(await roleOf(target.memberId), label).toBeUndefined();
        } else {
          expect(response.status, label).toBe(403);
          const { error } = (await response.json()) as { error: { code: string; message: string } };
          expect(error.code, label).toBe('forbidden');
          expect(error.message, label).toBe(
            callerRole === 'admin' ? memberMessages.removeOutranked : workspaceMessages.forbidden,
          );
          expect(await roleOf(target.memberId), label).toBe(targetRole);
        }
      }
    }
  });

  it('lets any member leave, through /leave or by removing themselves', async () => {
    const workspace = await owner();
    for (const role of workspaceRoles) {
      for (const how of ['leave', 'delete'] as const) {
        const person = await teammate(workspace.workspaceId, role);
        const response =
          how === 'leave'
            ? await call(person.cookie, 'POST', '/leave')
            : await call(person.cookie, 'DELETE', `/members/${person.memberId}`);
        expect(response.status, `${role} ${how}`).toBe(204);
        expect(await roleOf(person.memberId)).toBeUndefined();
        // Their next request works in their own workspace.
        expect((await activeWorkspace(person.cookie)).id).toBe(person.ownWorkspaceId);
      }
    }
    expect(await ownersOf(workspace.workspaceId)).toEqual([{ id: workspace.memberId }]);
  });

  it('never lets the last Owner be demoted, remove themselves or leave (409)', async () => {
    const me = await owner();
    const admin = await insertMember(me.workspaceId, 'admin');
    const refusals = [
      [
        await call(me.cookie, 'PATCH', `/members/${me.memberId}`, { role: 'admin' }),
        memberMessages.lastOwnerDemote,
      ],
      [await call(me.cookie, 'DELETE', `/members/${me.memberId}`), memberMessages.lastOwnerLeave],
      [await call(me.cookie, 'POST', '/leave'), memberMessages.lastOwnerLeave],
    ] as const;
    for (const [response, message] of refusals) {
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({ error: { code: 'last_owner', message } });
    }
    expect(await roleOf(me.memberId)).toBe('owner');

    // With a second Owner, the first may step down.
    expect((await call(me.cookie, 'PATCH', `/members/${admin.memberId}`, { role: 'owner' })).status).toBe(
      200,
    );
    const steppedDown = await call(me.cookie, 'PATCH', `/members/${me.memberId}`, { role: 'admin' });
    expect(steppedDown.status).toBe(200);
    expect(await steppedDown.json()).toMatchObject({
      member: { id: me.memberId, role: 'admin', isYou: true },
    });
    expect(await ownersOf(me.workspaceId)).toEqual([{ id: admin.memberId }]);
  });

  it('lets an Owner leave while another Owner remains', async () => {
    const first = await owner();
    const second = await teammate(first.workspaceId, 'owner');
    expect((await call(second.cookie, 'POST', '/leave')).status).toBe(204);
    expect(await ownersOf(first.workspaceId)).toEqual([{ id: first.memberId }]);
  });

  it('refuses a removed member on their very next request', async () => {
    const me = await owner();
    const removed = await teammate(me.workspaceId, 'editor');
    expect((await activeWorkspace(removed.cookie)).id).toBe(me.workspaceId);

    expect((await call(me.cookie, 'DELETE', `/members/${removed.memberId}`)).status).toBe(204);
    const next = await list(removed.cookie);
    expect(next.items.map((member) => member.userId)).toEqual([removed.userId]);
    expect(next.items.some((member) => member.id === me.memberId)).toBe(false);
    expect((await activeWorkspace(removed.cookie)).id).toBe(removed.ownWorkspaceId);
    const changed = await call(removed.cookie, 'PATCH', `/members/${me.memberId}`, { role: 'editor' });
    expect(changed.status).toBe(404);
    expect(await roleOf(me.memberId)).toBe('owner');
  });

  /**
   * Two Owners, each changing the other at the same moment. On PostgreSQL both transactions are held at their
   * first statement by a lock this test takes, so they truly overlap (`overlapped`). PGlite runs one query at a
   * time: one request may be over before the other is authorised, which then finds its caller no longer an
   * Owner (403) or no longer a member (404) instead of meeting the guard (409).
   */
  async function race(action: (a: Person, b: Person) => (Response | Promise<Response>)[]) {
    const a = await owner();
    const b = await teammate(a.workspaceId, 'owner');
    // Both have just been recorded as active, so neither request writes its member row before the race.
    await activeWorkspace(a.cookie);
    await activeWorkspace(b.cookie);
    const holder = context().database.kind === 'postgres' ? await holdOwnerRows(a.workspaceId) : null;
    const racing = Promise.all(action(a, b));
    if (holder) {
      try {
        await holder.waitForBlocked(2);
      } finally {
        await holder.release();
      }
    }
    const responses = await racing;
    const [winner, loser] = [...responses].sort((x, y) => x.status - y.status);
    return { a, b, winner: winner!, loser: loser!, overlapped: holder !== null };
  }

  /**
   * Locks the workspace's Owner rows from another connection until released. A third connection watches who
   * waits: activity statistics read inside the holding transaction would stay frozen at their first reading.
   */
  async function holdOwnerRows(workspaceId: string) {
    const connect = async () => {
      const client = new pg.Client({ connectionString: context().env.DATABASE_URL });
      await client.connect();
      return client;
    };
    const [holder, watcher] = await Promise.all([connect(), connect()]);
    await holder.query('begin');
    await holder.query(`select id from members where organization_id = $1 and role = 'owner' for update`, [
      workspaceId,
    ]);
    const waitingForLock = async () => {
      const { rows } = await watcher.query<{ waiting: number }>(
        `select count(*)::int as waiting from pg_stat_activity
         where datname = current_database() and wait_event_type = 'Lock'`,
      );
      return rows[0]!.waiting;
    };
    return {
      async waitForBlocked(count: number) {
        const deadline = Date.now() + 10_000;
        let waiting = await waitingForLock();
        while (waiting < count) {
          if (Date.now() > deadline) throw new Error(`only ${waiting} transactions waited on the lock`);
          await new Promise((resolve) => setTimeout(resolve, 20));
          waiting = await waitingForLock();
        }
      },
      async release() {
        await holder.query('commit');
        await Promise.all([holder.end(), watcher.end()]);
      },
    };
  }

  it('leaves exactly one Owner when two Owners demote each other at once', async () => {
    for (let round = 0; round < 5; round++) {
      const { a, b, winner, loser, overlapped } = await race((a, b) => [
        call(a.cookie, 'PATCH', `/members/${b.memberId}`, { role: 'admin' }),
        call(b.cookie, 'PATCH', `/members/${a.memberId}`, { role: 'admin' }),
      ]);
      expect(winner.status).toBe(200);
      expect(overlapped ? [409] : [403, 409]).toContain(loser.status);
      if (loser.status === 409) {
        expect(await loser.json()).toEqual({
          error: { code: 'last_owner', message: memberMessages.lastOwnerDemote },
        });
      }
      const owners = await ownersOf(a.workspaceId);
      expect(owners).toHaveLength(1);
      expect([a.memberId, b.memberId]).toContain(owners[0]!.id);
    }
  });

  it('leaves exactly one Owner when two Owners remove each other at once', async () => {
    for (let round = 0; round < 3; round++) {
      const { a, b, winner, loser, overlapped } = await race((a, b) => [
        call(a.cookie, 'DELETE', `/members/${b.memberId}`),
        call(b.cookie, 'DELETE', `/members/${a.memberId}`),
      ]);
      expect(winner.status).toBe(204);
      expect(overlapped ? [409] : [404, 409]).toContain(loser.status);
      if (loser.status === 409) {
        expect(await loser.json()).toEqual({
          error: { code: 'last_owner', message: memberMessages.lastOwnerRemove },
        });
      }
      const owners = await ownersOf(a.workspaceId);
      expect(owners).toHaveLength(1);
      expect([a.memberId, b.memberId]).toContain(owners[0]!.id);
    }
  });

  it('hands the workspace over when the Owner confirms with their password', async () => {
    const me = await owner();
    const heir = await insertMember(me.workspaceId, 'editor', { name: 'Heir Apparent' });
    const response = await call(me.cookie, 'POST', '/transfer-ownership', {
      memberId: heir.memberId,
      password: me.password,
    });
    expect(response.status).toBe(204);
    expect(await roleOf(heir.memberId)).toBe('owner');
    expect(await roleOf(me.memberId)).toBe('admin');
    expect(await activeWorkspace(me.cookie)).toMatchObject({ id: me.workspaceId, role: 'admin' });
    // Now an Admin, the former Owner may not hand it over again.
    const again = await call(me.cookie, 'POST', '/transfer-ownership', {
      memberId: heir.memberId,
      password: me.password,
    });
    expect(again.status).toBe(403);
  });

  it('refuses a missing or wrong password with 400, then limits the attempts (429)', async () => {
    const me = await owner();
    const heir = await insertMember(me.workspaceId, 'editor');
    const attempt = (password?: string) =>
      call(me.cookie, 'POST', '/transfer-ownership', { memberId: heir.memberId, password });

    const missing = await attempt();
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      error: { code: 'invalid_confirmation', message: memberMessages.passwordRequired, field: 'password' },
    });
    const withCode = await call(me.cookie, 'POST', '/transfer-ownership', {
      memberId: heir.memberId,
      code: '123456',
    });
    expect(await withCode.json()).toEqual({
      error: { code: 'invalid_confirmation', message: memberMessages.noTwoFactorUsePassword, field: 'code' },
    });
    // Ten checks per account in 15 minutes (src/server/lib/limits.ts); two are used above.
    for (let index = 0; index < 8; index++) {
      const wrong = await attempt('Wrong-Pass1');
      expect(wrong.status).toBe(400);
      expect(await wrong.json()).toEqual({
        error: { code: 'invalid_confirmation', message: memberMessages.wrongPassword, field: 'password' },
      });
    }
    const limited = await attempt('Wrong-Pass1');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await attempt(me.password)).status).toBe(429);
    expect(await roleOf(me.memberId)).toBe('owner');
    expect(await roleOf(heir.memberId)).toBe('editor');
  });

  it('confirms with a two-factor code or an unused backup code when two-factor is on', async () => {
    const account = newAccount();
    const me = await owner(account);
    const proven = await confirmEmail(context(), account.email, me.cookie);
    const { totpURI, backupCodes, cookie } = await enableTwoFactor(context(), proven, account.password);
    const heir = await insertMember(me.workspaceId, 'admin');
    const transfer = (code: string) =>
      call(cookie, 'POST', '/transfer-ownership', { memberId: heir.memberId, code });
    const makeMeOwnerAgain = async () => {
      await db().update(members).set({ role: 'owner' }).where(eq(members.id, me.memberId));
      await db().update(members).set({ role: 'admin' }).where(eq(members.id, heir.memberId));
    };

    const current = totpCode(totpURI);
    const wrongCode = String((Number(current) + 500_000) % 1_000_000).padStart(6, '0');
    const wrong = await transfer(wrongCode);
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({
      error: { code: 'invalid_confirmation', message: memberMessages.wrongCode, field: 'code' },
    });
    expect((await transfer(current)).status).toBe(204);
    expect(await roleOf(heir.memberId)).toBe('owner');
    expect(await roleOf(me.memberId)).toBe('admin');

    await makeMeOwnerAgain();
    expect((await transfer(backupCodes[0]!)).status).toBe(204);
    expect(await roleOf(me.memberId)).toBe('admin');

    await makeMeOwnerAgain();
    const reused = await transfer(backupCodes[0]!);
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ error: { field: 'code' } });
    // The password still confirms too.
    const withPassword = await call(cookie, 'POST', '/transfer-ownership', {
      memberId: heir.memberId,
      password: account.password,
    });
    expect(withPassword.status).toBe(204);
  });

  it('lets only an Owner transfer ownership, and only to another member', async () => {
    const me = await owner();
    for (const role of ['admin', 'editor', 'collaborator'] as const) {
      const member = await teammate(me.workspaceId, role);
      const response = await call(member.cookie, 'POST', '/transfer-ownership', {
        memberId: member.memberId,
        password: member.password,
      });
      expect(response.status, role).toBe(403);
      expect(await response.json()).toEqual({
        error: { code: 'forbidden', message: workspaceMessages.forbidden },
      });
      expect(await roleOf(member.memberId)).toBe(role);
    }
    const toSelf = await call(me.cookie, 'POST', '/transfer-ownership', {
      memberId: me.memberId,
      password: me.password,
    });
    expect(toSelf.status).toBe(400);
    expect(await toSelf.json()).toEqual({
      error: { code: 'invalid_input', message: memberMessages.transferToSelf, field: 'memberId' },
    });
    expect((await call(me.cookie, 'POST', '/transfer-ownership', { password: me.password })).status).toBe(
      400,
    );
  });
});

describeWithGoogle('/api/workspace/transfer-ownership for a Google-only account', (context) => {
  it('tells an Owner with neither a password nor two-factor how to be able to confirm', async () => {
    const { cookie } = await signInWithGoogle(context(), `google-${randomUUID().slice(0, 8)}@example.test`);
    const workspace = await send(context(), cookie, 'GET', '');
    expect(workspace.status).toBe(200);
    const { workspace: active } = (await workspace.json()) as { workspace: ActiveWorkspace };
    const heirUser = randomUUID();
    const heir = randomUUID();
    const { db } = context().database;
    await db.insert(users).values({ id: heirUser, name: 'Heir', email: `heir-${heirUser}@example.test` });
    await db
      .insert(members)
      .values({ id: heir, organizationId: active.id, userId: heirUser, role: 'editor' });

    for (const body of [
      { memberId: heir },
      { memberId: heir, password: 'Any-Pass1' },
      { memberId: heir, code: '123456' },
    ]) {
      const response = await send(context(), cookie, 'POST', '/transfer-ownership', body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: 'confirmation_unavailable', message: memberMessages.confirmUnavailable },
      });
    }
    const [row] = await db.select({ role: members.role }).from(members).where(eq(members.id, heir));
    expect(row?.role).toBe('editor');
  });
});
