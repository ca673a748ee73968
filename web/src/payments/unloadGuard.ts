import { fromCallback } from "xstate"

// While money is moving, leaving the page could take a payment without showing its credits, so
// the browser asks for confirmation. Runs exactly as long as the purchase flow is paying.
export const guardPageUnload = fromCallback(() => {
  const askFirst = (event: BeforeUnloadEvent) => {
    event.preventDefault()
    // Older browsers need returnValue set to show the prompt.
    event.returnValue = ""
  }
  window.addEventListener("beforeunload", askFirst)
  return () => window.removeEventListener("beforeunload", askFirst)
})
