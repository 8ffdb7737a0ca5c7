/** Uploads one file with real progress (fetch cannot report upload progress; XHR can). */
export function uploadFile(
  field: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<{ id: string; url: string; thumbnailUrl: string | null }> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const form = new FormData();
    form.append(field, file);
    request.open('POST', '/api/upload');
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const body = request.response as { data?: { media: Array<{ id: string; url: string; thumbnailUrl: string | null }> }; error?: string } | null;
      const media = body?.data?.media?.[0];
      if (request.status >= 200 && request.status < 300 && media) resolve(media);
      else reject(new Error(body?.error ?? `upload failed (${request.status})`));
    };
    request.onerror = () => reject(new Error('network'));
    request.send(form);
  });
}
