/** Image uploads (multipart, field 'file'): checked, re-encoded and stored; the answer is the image's address. */
import { z } from '../zod';
import { endpoint } from './endpoint';

export const uploadsApi = {
  image: endpoint({
    method: 'POST',
    path: '/api/upload',
    access: 'contributor',
    summary: "Upload an image (multipart 'file', at most the maxFileSize setting)",
    output: z.object({ url: z.string().min(1) }),
  }),
};
