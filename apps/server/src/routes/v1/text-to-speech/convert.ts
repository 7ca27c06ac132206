import { textToSpeechConvert } from "@chorus/contract";
import { bindOperation } from "../../../http/bind-operation.ts";
import { respondWithAudio } from "./respond-with-audio.ts";

export const textToSpeechConvertRoute = bindOperation(textToSpeechConvert, respondWithAudio);
