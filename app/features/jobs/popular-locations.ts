/** Spec 001 §2 "Job search bar": the popular location chips, as searched (labels are translated). */
export const popularLocations = ['Bengaluru', 'Mumbai', 'Delhi', 'Pune', 'Remote', 'USA', 'Canada'] as const
export type PopularLocation = (typeof popularLocations)[number]
