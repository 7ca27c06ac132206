/**
 * Stands in for `livekit-client` in the embed's bundle (scripts/build-widget.mjs). The official
 * client imports LiveKit for WebRTC sessions; the widget only ever asks for WebSocket ones (Chorus
 * has no LiveKit server), so the 570 KB of LiveKit would never run. Nothing here is reached unless
 * a WebRTC session is started, which then fails plainly.
 */
const unavailable = (): never => {
  throw new Error("WebRTC sessions are not available in the Chorus widget");
};

export class Room {
  constructor() {
    unavailable();
  }
}
export const RoomEvent = {};
export const Track = { Source: {}, Kind: {} };
export const ConnectionState = {};
export const createLocalAudioTrack = unavailable;
