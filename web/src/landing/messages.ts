import { SHOWCASE_DESTINATIONS } from "./destinations";

// The landing page's words, English (the spec's hero title and button verbatim). Hindi: ../i18n/hi/landing.ts.
export const landingMessages = {
  hero: {
    badge: "AI travel planner",
    title: "Your Perfect Trip, Planned by AI",
    text: "Tell us where, when and how you like to travel. In minutes you get a day-by-day plan with timings, stays, food, costs in rupees and visa guidance, for India and the world.",
    button: "Make Your Itinerary Now",
    explore: "Explore destinations",
    whatYouGet: "What you get",
    promises: {
      planning: { title: "Smart destination planning", text: "Routes that follow the map, not the brochure." },
      timings: { title: "Day-by-day itinerary with timings", text: "Every day planned, from breakfast to the last stop." },
      local: { title: "Local experiences", text: "Food, markets and customs that locals recommend." }
    }
  },
  generationInProgress: "Itinerary Generation in Progress...",
  showcase: {
    title: "Popular Destinations",
    text: "Pick a place to start from, or plan any other destination you have in mind. Every itinerary is written for your dates, budget and travel style.",
    tripType: "Trip type",
    domestic: "Domestic",
    international: "International",
    highlights: "{{name}} highlights",
    makeItinerary: "Make Itinerary",
    makeItineraryFor: " for {{name}}"
  },
  howItWorks: {
    title: "How It Works",
    text: "Four steps from an idea to a complete travel plan.",
    step: "Step {{number}}",
    steps: {
      destination: {
        title: "Choose Your Destination",
        text: "Pick a city, state or country in India or abroad, and tell us where you start from."
      },
      duration: {
        title: "Set Duration and Budget",
        text: "Choose from 1 to 30 days, the month you travel and a budget that suits you."
      },
      preferences: {
        title: "Share Your Preferences",
        text: "Interests, travel style, stay, transport, food preferences and who is coming along."
      },
      itinerary: {
        title: "Get Your Itinerary",
        text: "A day-by-day plan with timings, hotels, food, costs and tips, ready to share or save as a PDF."
      }
    }
  },
  benefits: {
    title: "Why Plan with AI?",
    text: "Everything a good travel agent would tell you, in one itinerary.",
    items: {
      personalised: {
        title: "Personalised Recommendations",
        text: "Plans shaped by your interests, pace, diet and who you travel with."
      },
      prices: {
        title: "Price Estimates",
        text: "Costs for stays, food and activities in rupees, so you can budget before you book."
      },
      insights: { title: "Local Insights", text: "Cultural notes, languages, climate and the best time to visit each place." },
      visa: { title: "Visa Guidance", text: "Documents, fees, processing times and embassy details for international trips." },
      shopping: { title: "Shopping Tips", text: "Souvenirs worth bringing home and the markets where locals shop." },
      safety: { title: "Travel Tips and Safety", text: "Practical advice on transport, etiquette, health and staying safe." },
      documents: {
        title: "Document Checklist",
        text: "What to carry, from ID and tickets to permits, so nothing is forgotten."
      },
      time: { title: "Time Saving", text: "Hours of research in a few minutes, with routes ordered to cut travel time." },
      stays: { title: "Stay Recommendations", text: "Hotels near your daily plans, with ratings and prices per night." }
    }
  },
  closing: {
    title: "Ready for Your Next Adventure?",
    text: "Tell us about your trip and get a complete day-by-day plan in minutes, with timings, stays, food and costs.",
    button: "Start Planning Now"
  }
} as const;

export type BenefitId = keyof typeof landingMessages.benefits.items;
export type StepId = keyof typeof landingMessages.howItWorks.steps;

/**
 * The showcase's destinations as a namespace of their own, derived from destinations.ts (the English is
 * written once, there): a destination's name, tagline, description and highlights by its English name.
 * The name itself stays the trip request's destination; only what the card shows is translated.
 */
export const destinationMessages = Object.fromEntries(
  [...SHOWCASE_DESTINATIONS.domestic, ...SHOWCASE_DESTINATIONS.international].map((destination) => [
    destination.name,
    {
      name: destination.name,
      tagline: destination.tagline,
      description: destination.description,
      highlights: { 0: destination.highlights[0], 1: destination.highlights[1], 2: destination.highlights[2] }
    }
  ])
) as Record<string, { name: string; tagline: string; description: string; highlights: Record<"0" | "1" | "2", string> }>;
