import type { IdentityEvent, UserId } from "@safarnama/events/identity/events"
import type { PhoneNumber } from "@safarnama/events/identity/phone"
import { Data, Either, ParseResult, Schema } from "effect"
import type { Decider } from "../Decider.ts"
import type { IdentityCommand, LogIn, UpdateProfile } from "./commands.ts"
import { HomeLocation, PersonName } from "./profile.ts"

// ---- Named rejections ----------------------------------------------------------------------------

/** A profile change for a number that never logged in (e.g. a session outliving its data). */
export class NotRegistered extends Data.TaggedError("NotRegistered") {}

/** The session's user id is not the one this number belongs to. */
export class NotThisUser extends Data.TaggedError("NotThisUser")<{ readonly userId: string }> {}

/** The logging-in phone is not the stream's phone: a wiring bug, never a merged account. */
export class WrongPhone extends Data.TaggedError("WrongPhone")<{ readonly phone: string }> {}

/** Name or location breaks a profile rule; `message` is the text the traveller sees. */
export class InvalidProfile extends Data.TaggedError("InvalidProfile")<{
  readonly field: "name" | "location"
  readonly message: string
}> {}

export type IdentityRejection = NotRegistered | NotThisUser | WrongPhone | InvalidProfile

// ---- State ---------------------------------------------------------------------------------------

export type IdentityState =
  | { readonly status: "unknown" }
  | {
      readonly status: "registered"
      readonly userId: UserId
      readonly phone: PhoneNumber
      readonly name: string | null
      readonly location: string | null
      readonly logins: number
    }

const initialState = (): IdentityState => ({ status: "unknown" })

const evolve = (state: IdentityState, event: IdentityEvent): IdentityState => {
  switch (event.type) {
    case "UserRegistered":
      return { status: "registered", userId: event.data.userId, phone: event.data.phone, name: null, location: null, logins: 0 }
    case "LoggedIn":
      return state.status === "registered" ? { ...state, logins: state.logins + 1 } : state
    case "ProfileUpdated":
      return state.status === "registered" ? { ...state, name: event.data.name, location: event.data.location } : state
  }
}

// ---- Decisions -----------------------------------------------------------------------------------

const logIn = (command: LogIn, state: IdentityState): Either.Either<ReadonlyArray<IdentityEvent>, IdentityRejection> => {
  if (state.status === "unknown") {
    return Either.right([
      { type: "UserRegistered", data: { userId: command.newUserId, phone: command.phone } },
      { type: "LoggedIn", data: { userId: command.newUserId, provider: command.provider } }
    ])
  }
  if (state.phone !== command.phone) return Either.left(new WrongPhone({ phone: command.phone }))
  return Either.right([{ type: "LoggedIn", data: { userId: state.userId, provider: command.provider } }])
}

const checkText = (field: "name" | "location", schema: typeof PersonName | typeof HomeLocation, raw: string) =>
  Either.mapLeft(
    Schema.decodeUnknownEither(schema)(raw),
    (error) => new InvalidProfile({ field, message: ParseResult.ArrayFormatter.formatErrorSync(error)[0]?.message ?? `Invalid ${field}` })
  )

const updateProfile = (
  command: UpdateProfile,
  state: IdentityState
): Either.Either<ReadonlyArray<IdentityEvent>, IdentityRejection> =>
  Either.gen(function* () {
    if (state.status === "unknown") return yield* Either.left(new NotRegistered())
    if (state.userId !== command.userId) return yield* Either.left(new NotThisUser({ userId: command.userId }))
    const name = yield* checkText("name", PersonName, command.name)
    const location = yield* checkText("location", HomeLocation, command.location)
    // Saving the same profile again is not a new fact.
    if (name === state.name && location === state.location) return []
    return [{ type: "ProfileUpdated", data: { userId: state.userId, name, location } }] as const
  })

/** The rules of identity: one account per phone number, a stable user id, a checked profile. */
export const identityDecider: Decider<IdentityCommand, IdentityEvent, IdentityState, IdentityRejection> = {
  initialState,
  evolve,
  decide: (command, state) => (command.type === "LogIn" ? logIn(command, state) : updateProfile(command, state))
}
