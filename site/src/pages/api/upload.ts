import { defineEndpoint, errorAnswer } from '#server/http/endpoint.ts';
import { ok } from '#server/http/responses.ts';
import { handleUpload, type StoredMedia, type UploadStage } from '#server/media/upload.ts';

const NDJSON = 'application/x-ndjson';

const answerOf = (media: StoredMedia[]) => ({
  urls: Object.fromEntries(media.map((item) => [item.field, item.url])),
  media,
});

/**
 * SPEC §7 POST /api/upload: multipart fields named by purpose (galleryImage, profileImage,
 * exerciseImage, exerciseVideo, idVerificationFront/Back, idSelfie, passportPage,
 * certificateDocument, brandLogo). Answers `urls` by field, plus the stored media.
 *
 * A caller that accepts `application/x-ndjson` is told each stage as it is done, one JSON line
 * each: `{"stage":"received"}` once every byte arrived, `{"stage":"checked"}` once the files passed
 * their checks, then `{"stage":"stored","status":201,"success":true,"data":…}` or
 * `{"stage":"failed","status":…,"error":…}`. A refusal before the files are received (size, role,
 * malformed body) is an ordinary error answer.
 */
export const POST = defineEndpoint({ route: '/api/upload', method: 'POST' }, async ({ context, user, db }) => {
  if (!(context.request.headers.get('accept') ?? '').includes(NDJSON)) {
    return ok(answerOf(await handleUpload(db, user, context.request)), 201);
  }
  const encoder = new TextEncoder();
  let push: (line: object) => void = () => {};
  const early: object[] = [];
  let received!: () => void;
  const receivedOnce = new Promise<void>((resolve) => (received = resolve));
  const onStage = (stage: UploadStage) => {
    if (stage === 'received') received();
    push({ stage });
  };
  push = (line) => early.push(line);
  const work = handleUpload(db, user, context.request, { onStage });
  // Until the body is received, a refusal answers with its own status like any other call.
  await Promise.race([receivedOnce, work]);
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      const write = (line: object) => controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`));
      for (const line of early.splice(0)) write(line);
      push = write;
      try {
        write({ stage: 'stored', status: 201, success: true, data: answerOf(await work) });
      } catch (error) {
        const answer = errorAnswer(error, context);
        write({ stage: 'failed', status: answer.status, ...((await answer.json()) as object) });
      }
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': NDJSON, 'cache-control': 'no-store' } });
});
