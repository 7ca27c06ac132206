/** The editor's route for a dictionary. */
export const dictionaryPath = (id: string) => `/app/pronunciation-dictionaries/${encodeURIComponent(id)}`;
