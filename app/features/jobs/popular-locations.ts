/**
 * Spec 001 §2 "Job search bar": the popular location chips, as searched. The cities are named in the
 * reader's language through the one list of place names (renderPlaceName); the others have labels of
 * their own (`jobs:popularLocations`).
 */
export const popularCities = ['Bengaluru', 'Mumbai', 'Delhi', 'Pune'] as const
export const popularLocations = [...popularCities, 'Remote', 'USA', 'Canada'] as const
export type PopularCity = (typeof popularCities)[number]
export type PopularLocation = (typeof popularLocations)[number]

export function isPopularCity(place: PopularLocation): place is PopularCity {
  return popularCities.some((city) => city === place)
}
