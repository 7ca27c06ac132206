import { textToDialogueStream } from "@chorus/contract";
import { bindOperation } from "../../../http/bind-operation.ts";
import { respondWithDialogueAudio } from "./respond-with-dialogue-audio.ts";

export const textToDialogueStreamRoute = bindOperation(textToDialogueStream, respondWithDialogueAudio);
