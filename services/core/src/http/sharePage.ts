import type { SqlClient } from "@effect/sql"
import { sharedItinerary } from "@safarnama/projections/itineraryQueries"
import { Effect, Option } from "effect"
import { BRAND } from "../app/brand.ts"
import { previewFacts, previewVersion } from "../app/sharePreview/previewFacts.ts"
import { GENERIC_IMAGE_PATH, itineraryTags, notFoundTags, withAbsoluteImage, withPreviewTags } from "./previewTags.ts"
import { SHARE_TOKEN } from "./shareToken.ts"

const SHARE_PAGE = /^\/itinerary\/([^/]+)\/?$/

/** Whether this client route is a shared itinerary's page (its preview depends on the plan). */
export const isSharePage = (pathname: string) => SHARE_PAGE.test(pathname)

/** The site's own card, its image's URL made absolute when the origin is known. */
export const genericPage = (html: string, origin: string | undefined) => (origin === undefined ? html : withAbsoluteImage(html, origin))

const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment)
  } catch {
    return ""
  }
}

/**
 * The web app's index.html for a client route, with the link preview that route deserves: a shared
 * itinerary's own card on /itinerary/{shareUrl} ("Itinerary not found" when the link leads nowhere), the
 * site's card elsewhere. `origin` makes the URLs absolute; without one they stay relative.
 */
export const pageHtml = (html: string, pathname: string, origin: string | undefined): Effect.Effect<string, never, SqlClient.SqlClient> => {
  const absolute = (path: string) => `${origin ?? ""}${path}`
  const generic = genericPage(html, origin)
  const match = SHARE_PAGE.exec(pathname)
  if (match === null) return Effect.succeed(generic)
  const token = decoded(match[1] ?? "")
  const page = absolute(`/itinerary/${encodeURIComponent(token)}`)
  const missing = withPreviewTags(html, notFoundTags(BRAND, { page, image: absolute(GENERIC_IMAGE_PATH) }), BRAND)
  if (!SHARE_TOKEN.test(token)) return Effect.succeed(missing)
  return sharedItinerary(token).pipe(
    Effect.map(
      Option.match({
        onNone: () => missing,
        onSome: (itinerary) => {
          const facts = previewFacts(itinerary, BRAND)
          const image = absolute(`/api/itinerary/shared/${token}/preview.png?v=${previewVersion(facts)}`)
          return withPreviewTags(html, itineraryTags(facts, { page, image }), BRAND)
        }
      })
    ),
    // The page must load even when the database does not answer: the app then says what went wrong.
    Effect.catchAll((error) => Effect.as(Effect.logWarning(`share page: preview tags skipped: ${String(error)}`), generic))
  )
}
