import { Router } from 'express';
import { matchedData } from 'express-validator';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../middleware/authenticate';
import { validate } from '../../middleware/validate';
import { createOutlinesService, type NewCharacter, type NewNote, type OutlineFields } from './outlines.service';
import { addNoteRules, createCharacterRules, saveOutlineRules } from './outlines.validators';

export function outlinesRoutes(deps: AppDeps): Router {
  const service = createOutlinesService(deps);

  return (
    Router()
      .get('/me', requireAuth, async (req, res) => {
        res.json(await service.getOutline(req.user!.id));
      })
      // matchedData holds only the validated fields that were sent: that is the merge, and nothing unknown is written.
      .post('/', requireAuth, validate(saveOutlineRules), async (req, res) => {
        const { outline, created } = await service.saveOutline(req.user!.id, matchedData<OutlineFields>(req));
        res.status(created ? 201 : 200).json(outline);
      })
      .put('/characters', requireAuth, validate(createCharacterRules), async (req, res) => {
        res.status(201).json(await service.createCharacter(req.user!.id, matchedData<NewCharacter>(req)));
      })
      .get('/characters/:id', requireAuth, async (req, res) => {
        res.json(await service.getCharacter(req.user!.id, String(req.params.id)));
      })
      .delete('/characters/:id', requireAuth, async (req, res) => {
        res.json(await service.deleteCharacter(req.user!.id, String(req.params.id)));
      })
      .put('/characters/note/:id', requireAuth, validate(addNoteRules), async (req, res) => {
        const note = matchedData<NewNote>(req);
        res.status(201).json(await service.addNote(req.user!.id, String(req.params.id), note));
      })
      .delete('/characters/note/:characterId/:noteId', requireAuth, async (req, res) => {
        const { characterId, noteId } = req.params;
        res.json(await service.deleteNote(req.user!.id, String(characterId), String(noteId)));
      })
  );
}
