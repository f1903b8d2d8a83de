import { type Static, Type } from 'typebox';

/**
 * The live stream (GET /api/weatherData/{reference}/currentData/stream, Server-Sent Events) sends two kinds of
 * event: unnamed ones (`message`) carrying CurrentData (weather-data.ts) after each stored reading, and
 * `STREAM_UPLOAD_EVENT` ones carrying {@link StreamUpload} once a console's upload through one of the doors has
 * been recorded (its fields and the values quality control took out are then readable in the back office's
 * connection view, GET /api/weatherStation/{id}/uploads). A client listening to `message` only never sees the
 * named event.
 */
export const STREAM_UPLOAD_EVENT = 'upload';

/** Data of the stream's `upload` event: the door (`wunderground`, `ecowitt`, `json`), when it was received. */
export const StreamUpload = Type.Object({
  protocol: Type.String(),
  /** When the server received the upload, ISO 8601 UTC. */
  receivedAt: Type.String(),
});
export type StreamUpload = Static<typeof StreamUpload>;
