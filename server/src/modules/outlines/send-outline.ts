import { outlineETag } from '@three-act/contract/reads';
import type { Response } from 'express';
import type { OutlineJson } from './outlines.service';

/** The outline with its ETag (the story and its version), what a later save sends back in If-Match. */
export const sendOutline = (res: Response, outline: OutlineJson, status = 200) =>
  res.status(status).set('ETag', outlineETag(outline)).json(outline);
