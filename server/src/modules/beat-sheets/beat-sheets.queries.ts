import { beatSheets } from '../../db/schema';

/** What a writer's sheet answers with, as every query of a sheet selects it (never its search vector or report count). */
export const sheetColumns = {
  id: beatSheets.id,
  name: beatSheets.name,
  description: beatSheets.description,
  acts: beatSheets.acts,
  publishedAt: beatSheets.publishedAt,
  likes: beatSheets.likes,
  adoptedFrom: beatSheets.adoptedFrom,
};
