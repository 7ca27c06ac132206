import { audioIsolationStream } from "@chorus/contract";
import { bindOperation } from "../../../http/bind-operation.ts";
import { isolationChecks, respondWithIsolatedAudio } from "./respond-with-isolated-audio.ts";

export const audioIsolationStreamRoute = bindOperation(
  audioIsolationStream,
  respondWithIsolatedAudio,
  isolationChecks,
);
