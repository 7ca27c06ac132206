import { textToDialogueConvert } from "@chorus/contract";
import { bindOperation } from "../../../http/bind-operation.ts";
import { respondWithDialogueAudio } from "./respond-with-dialogue-audio.ts";

export const textToDialogueConvertRoute = bindOperation(textToDialogueConvert, respondWithDialogueAudio);
