import { z } from 'zod'
import { method } from '../define'

// The image bytes themselves travel beside the contract (GET /media, the herald-media: scheme).
export const mediaMethods = {
  'media.clearCache': method(
    z.object({}),
    z.object({ freedBytes: z.number().int().min(0) }),
    'Deletes the web images the preview has kept on disk.',
  ),
}
