/** POST /api/upload-license as the page sends it: multipart with the file and the spec's fields. */
export function licenceUploadRequest(input: {
  file: Buffer;
  fileName?: string;
  cookies?: Record<string, string>;
  fields?: Record<string, string>;
}) {
  const boundary = '----licence-upload-test';
  const fields = { license_type: 'tat', ...input.fields };
  const payload = Buffer.concat([
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="license"; filename="${input.fileName ?? 'licence.png'}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    input.file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return {
    method: 'POST' as const,
    url: '/api/upload-license',
    cookies: input.cookies,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  };
}
