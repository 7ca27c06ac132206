import { listModels, searchVoices } from "@chorus/contract";
import { callOperation } from "../../../lib/api/call-operation.ts";

export interface VoiceFilters {
  search: string;
  language: string;
  gender: string;
  accent: string;
}

export const emptyVoiceFilters: VoiceFilters = { search: "", language: "", gender: "", accent: "" };

export const voicesQueryKey = ["voices"] as const;
export const modelsQueryKey = ["models"] as const;

/** GET /v2/voices with the search box and the language, gender and accent filters (`default`: premade voices only). */
export const fetchVoices = (filters: VoiceFilters, voiceType?: "default") =>
  callOperation(searchVoices, {
    query: {
      page_size: 100,
      voice_type: voiceType,
      search: filters.search || undefined,
      language: filters.language || undefined,
      gender: filters.gender || undefined,
      accent: filters.accent || undefined,
    },
  });

export const fetchModels = () => callOperation(listModels);
