import type { TCreateProfileBody, TProfile, TProfilesAnswer, TUpdateProfileBody } from '@marquee/contract';
import { PROFILE_MESSAGES, profileUnlockNeeded } from '@marquee/domain';
import type { TSignedIn } from '../accounts/sessions.ts';
import type { SessionStore } from '../accounts/sessions.ts';
import { hashPassword, verifyPassword } from '../accounts/passwords.ts';
import type { UsersRepository } from '../accounts/users.repository.ts';
import { ConflictError, ForbiddenError, HttpError, NotFoundError } from '../shared/errors.ts';
import type { ActiveProfiles } from './active-profile.ts';
import type { PinAttempts } from './pin-attempts.ts';
import type { ProfilesRepository, TProfileRow, TProfileWriteRefusal } from './profiles.repository.ts';

/** A profile as the API shows it: never its PIN's hash or 4K token. */
export function publicProfile(row: TProfileRow): TProfile {
  return {
    id: row.id,
    name: row.name,
    avatar: row.avatar,
    kind: row.kind,
    hasPin: row.pinHash !== null,
    ratingLimit: row.ratingLimit,
  };
}

function refused(refusal: TProfileWriteRefusal): never {
  throw new ConflictError(refusal === 'limit' ? PROFILE_MESSAGES.limit : PROFILE_MESSAGES.nameTaken);
}

export interface TProfilesDeps {
  profiles: ProfilesRepository;
  sessions: SessionStore;
  users: UsersRepository;
  pins: PinAttempts;
  active: ActiveProfiles;
}

/** Profiles of the signed-in account: listing, managing, and choosing which one a session watches as. */
export class ProfilesService {
  constructor(private readonly deps: TProfilesDeps) {}

  /** The session's active profile; undefined while none is chosen (or it was deleted). */
  async active(signedIn: TSignedIn): Promise<TProfileRow | undefined> {
    if (signedIn.profileId === null) return undefined;
    return this.deps.profiles.byId(signedIn.userId, signedIn.profileId);
  }

  /** The profile id the session's data calls act on; refused while nobody has said who is watching. */
  requireActiveId(signedIn: TSignedIn): number {
    if (signedIn.profileId === null) throw new ConflictError(PROFILE_MESSAGES.chooseProfile);
    return signedIn.profileId;
  }

  async list(signedIn: TSignedIn): Promise<TProfilesAnswer> {
    const rows = await this.deps.profiles.list(signedIn.userId);
    const activeId = rows.some((row) => row.id === signedIn.profileId) ? signedIn.profileId : null;
    return { profiles: rows.map(publicProfile), activeId };
  }

  async set4kToken(profileId: number, token: string | null): Promise<void> {
    await this.deps.profiles.set4kToken(profileId, token);
  }

  /** A new account's first profile, named as the account. */
  async createFirst(userId: number, name: string): Promise<TProfileRow> {
    const row = await this.deps.profiles.create(userId, { name });
    if (typeof row === 'string') refused(row);
    return row;
  }

  /** The profile a new session starts in: the only one when it has no PIN; otherwise the picker decides. */
  async profileAtSignIn(userId: number): Promise<number | null> {
    const rows = await this.deps.profiles.list(userId);
    const [only] = rows;
    return rows.length === 1 && only && only.pinHash === null ? only.id : null;
  }

  /** Only a grown-up's session manages profiles: a kids profile cannot lift its own limits. */
  private async requireManager(signedIn: TSignedIn): Promise<void> {
    if ((await this.active(signedIn))?.kind === 'kids') {
      throw new ForbiddenError(PROFILE_MESSAGES.kidsCannotManage);
    }
  }

  async create(signedIn: TSignedIn, body: TCreateProfileBody): Promise<TProfile> {
    await this.requireManager(signedIn);
    const row = await this.deps.profiles.create(signedIn.userId, {
      name: body.name,
      avatar: body.avatar,
      kind: body.kind,
      pinHash: body.pin === undefined ? null : await hashPassword(body.pin),
    });
    if (typeof row === 'string') refused(row);
    return publicProfile(row);
  }

  /**
   * Another profile's PIN guards its changes: changing or removing that PIN, or deleting the profile, needs
   * it (the session's own profile was unlocked on entry). Wrong tries count toward the same lockout as at
   * the picker.
   */
  private async requirePinOfOther(
    signedIn: TSignedIn,
    id: number,
    pin: string | undefined,
    address: string,
  ): Promise<void> {
    if (id === signedIn.profileId) return;
    const target = await this.deps.profiles.byId(signedIn.userId, id);
    if (!target) throw new NotFoundError(PROFILE_MESSAGES.notFound);
    if (target.pinHash !== null) await this.unlock(signedIn.userId, target, 'pin', { pin }, address);
  }

  async update(
    signedIn: TSignedIn,
    id: number,
    body: TUpdateProfileBody,
    address: string,
  ): Promise<TProfile> {
    await this.requireManager(signedIn);
    if (body.pin !== undefined) await this.requirePinOfOther(signedIn, id, body.currentPin, address);
    const row = await this.deps.profiles.update(signedIn.userId, id, {
      name: body.name,
      avatar: body.avatar,
      kind: body.kind,
      ratingLimit: body.ratingLimit,
      pinHash: body.pin === undefined ? undefined : body.pin === null ? null : await hashPassword(body.pin),
    });
    if (row === undefined) throw new NotFoundError(PROFILE_MESSAGES.notFound);
    if (typeof row === 'string') refused(row);
    this.deps.active.forgetProfiles();
    return publicProfile(row);
  }

  async delete(signedIn: TSignedIn, id: number, pin: string | undefined, address: string): Promise<void> {
    await this.requireManager(signedIn);
    await this.requirePinOfOther(signedIn, id, pin, address);
    const result = await this.deps.profiles.delete(signedIn.userId, id);
    if (result === 'not-found') throw new NotFoundError(PROFILE_MESSAGES.notFound);
    if (result === 'last') throw new ConflictError(PROFILE_MESSAGES.lastProfile);
    this.deps.active.forgetProfiles();
  }

  /**
   * Makes a profile the session's active one, after its PIN when it has one, or the account password when
   * a kids profile is left for a profile without a PIN.
   */
  async select(
    signedIn: TSignedIn,
    id: number,
    proof: { pin?: string | undefined; password?: string | undefined },
    address: string,
  ): Promise<TProfilesAnswer> {
    const target = await this.deps.profiles.byId(signedIn.userId, id);
    if (!target) throw new NotFoundError(PROFILE_MESSAGES.notFound);
    const current = await this.active(signedIn);
    const needed = profileUnlockNeeded(current ?? null, { id, hasPin: target.pinHash !== null });
    if (needed !== 'none') await this.unlock(signedIn.userId, target, needed, proof, address);
    await this.deps.sessions.selectProfile(signedIn.tokenHash, id);
    this.deps.active.forgetSession(signedIn.tokenHash);
    return this.list({ ...signedIn, profileId: id });
  }

  private async unlock(
    userId: number,
    target: TProfileRow,
    needed: 'pin' | 'password',
    proof: { pin?: string | undefined; password?: string | undefined },
    address: string,
  ): Promise<void> {
    const given = needed === 'pin' ? proof.pin : proof.password;
    if (!given) {
      throw new HttpError(
        403,
        needed === 'pin' ? PROFILE_MESSAGES.pinNeeded : PROFILE_MESSAGES.passwordNeeded,
        {
          needs: needed,
        },
      );
    }
    const secretHash =
      needed === 'pin' ? target.pinHash : ((await this.deps.users.byId(userId))?.passwordHash ?? null);
    const { ok, attemptsLeft } = await this.deps.pins.attempt(target.id, address, async () =>
      secretHash === null ? false : verifyPassword(secretHash, given),
    );
    if (!ok) {
      throw new HttpError(
        403,
        needed === 'pin' ? PROFILE_MESSAGES.pinWrong : PROFILE_MESSAGES.passwordWrong,
        {
          needs: needed,
          attemptsLeft,
        },
      );
    }
  }
}
