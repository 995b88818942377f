import type { TestApp } from "./test-app";

export type MultipartPart = {
  name: string;
  value: string | Buffer;
  fileName?: string;
  type?: string;
};

/** A multipart body with the given parts, as a browser would send it. */
export function multipart(parts: MultipartPart[], boundary = "----camp-boundary") {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.fileName
      ? `form-data; name="${part.name}"; filename="${part.fileName}"`
      : `form-data; name="${part.name}"`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ""}\r\n`,
      ),
      Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** Sends a multipart upload to /api/image/{kind} as `cookie`'s user. */
export function uploadPicture(
  app: TestApp["app"],
  kind: "gallery" | "instagram",
  parts: MultipartPart[],
  cookie: string,
) {
  const body = multipart(parts);
  return app.inject({
    method: "POST",
    url: `/api/image/${kind}`,
    headers: { ...body.headers, cookie },
    payload: body.payload,
  });
}
