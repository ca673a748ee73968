import { type IdentityEvent, identityStream, type UserId } from "@safarnama/events/identity/events"
import { isPhoneNumber, type PhoneNumber } from "@safarnama/events/identity/phone"
import { describe, expect, it } from "vitest"
import { deciderSpec } from "../../../test/deciderSpec.ts"
import { identityDecider } from "./decider.ts"
import { LOCATION_REQUIRED, NAME_REQUIRED } from "./profile.ts"

const given = deciderSpec(identityDecider)
const phone = "+919876543210" as PhoneNumber
const asha = "user-asha" as UserId

const registered: IdentityEvent = { type: "UserRegistered", data: { userId: asha, phone } }
const loggedIn: IdentityEvent = { type: "LoggedIn", data: { userId: asha, provider: "local" } }
const profile = (name: string, location: string): IdentityEvent => ({ type: "ProfileUpdated", data: { userId: asha, name, location } })

describe("identity: logging in", () => {
  it("a number's first verified login registers the traveller with a stable id", () =>
    given([])
      .when({ type: "LogIn", phone, newUserId: asha, provider: "local" })
      .thenEvents([registered, loggedIn]))

  it("a later login keeps the first id, whatever new id is proposed", () =>
    given([registered, loggedIn])
      .when({ type: "LogIn", phone, newUserId: "someone-else" as UserId, provider: "firebase" })
      .thenEvents([{ type: "LoggedIn", data: { userId: asha, provider: "firebase" } }]))

  it("a login for another number on this stream is refused, never merged", () =>
    given([registered])
      .when({ type: "LogIn", phone: "+911111111111" as PhoneNumber, newUserId: asha, provider: "local" })
      .thenRejects("WrongPhone"))
})

describe("identity: profile", () => {
  it("saves a trimmed name and location", () =>
    given([registered, loggedIn])
      .when({ type: "UpdateProfile", userId: asha, name: "  Asha Rao ", location: " Pune  " })
      .thenEvents([profile("Asha Rao", "Pune")]))

  it("saving the same profile again is nothing to do", () =>
    given([registered, loggedIn, profile("Asha Rao", "Pune")])
      .when({ type: "UpdateProfile", userId: asha, name: "Asha Rao ", location: "Pune" })
      .thenNothingHappens())

  it("a changed location is a new fact", () =>
    given([registered, profile("Asha Rao", "Pune")])
      .when({ type: "UpdateProfile", userId: asha, name: "Asha Rao", location: "Mumbai" })
      .thenEvents([profile("Asha Rao", "Mumbai")]))

  it("an empty or blank name is refused with the spec's message", () => {
    given([registered]).when({ type: "UpdateProfile", userId: asha, name: "   ", location: "Pune" }).thenRejects("InvalidProfile", {
      field: "name",
      message: NAME_REQUIRED
    })
    given([registered]).when({ type: "UpdateProfile", userId: asha, name: "", location: "Pune" }).thenRejects("InvalidProfile", {
      message: NAME_REQUIRED
    })
  })

  it("an empty location is refused with the spec's message", () =>
    given([registered]).when({ type: "UpdateProfile", userId: asha, name: "Asha", location: " \t " }).thenRejects("InvalidProfile", {
      field: "location",
      message: LOCATION_REQUIRED
    }))

  it("refuses over-long texts and control characters", () => {
    given([registered])
      .when({ type: "UpdateProfile", userId: asha, name: "a".repeat(81), location: "Pune" })
      .thenRejects("InvalidProfile", { message: "Name must be at most 80 characters" })
    given([registered])
      .when({ type: "UpdateProfile", userId: asha, name: "Asha", location: "P".repeat(121) })
      .thenRejects("InvalidProfile", { message: "Location must be at most 120 characters" })
    given([registered])
      .when({ type: "UpdateProfile", userId: asha, name: "Asha\nRao", location: "Pune" })
      .thenRejects("InvalidProfile", { message: "Name must be plain text on one line" })
  })

  it("accepts names in any script at the length limit", () =>
    given([registered])
      .when({ type: "UpdateProfile", userId: asha, name: "आशा".padEnd(80, "ा"), location: "पुणे" })
      .thenEvents([profile("आशा".padEnd(80, "ा"), "पुणे")]))

  it("a profile for a number that never logged in is refused", () =>
    given([]).when({ type: "UpdateProfile", userId: asha, name: "Asha", location: "Pune" }).thenRejects("NotRegistered"))

  it("a profile change by another user id is refused", () =>
    given([registered])
      .when({ type: "UpdateProfile", userId: "intruder" as UserId, name: "Asha", location: "Pune" })
      .thenRejects("NotThisUser"))
})

describe("identity: phone numbers and streams", () => {
  it("accepts only +91 and ten digits", () => {
    expect(isPhoneNumber("+919876543210")).toBe(true)
    for (const bad of ["9876543210", "+91987654321", "+9198765432100", "+91 9876543210", "+919876a43210", "+449876543210", ""])
      expect(isPhoneNumber(bad)).toBe(false)
  })

  it("one stream per phone number", () => expect(identityStream(phone)).toBe("identity-+919876543210"))
})
