import { outlineETag } from '@three-act/contract/outlines';
import { Router } from 'express';
import { requireAuth, requireUser } from '../../middleware/authenticate';
import { valid, validate } from '../../middleware/validate';
import { codeOfStatus, ERROR_CODE_HEADER } from '../../lib/http-error';
import type { Services } from '../../services';
import { CHANGED_ELSEWHERE } from './outlines.service';
import { sendOutline } from './send-outline';
import {
  addNoteSchemas,
  characterBeatsSchemas,
  createCharacterSchemas,
  restoreRevisionSchemas,
  revisionsSchemas,
  saveConditions,
  saveOutlineSchemas,
  updateCharacterSchemas,
  updateNoteSchemas,
} from './outlines.validators';

export function outlinesRoutes({ outlines: service, characters }: Services): Router {
  return (
    Router()
      .use(requireAuth)
      .get('/me', async (req, res) => {
        sendOutline(res, await service.getOutline(requireUser(req).id));
      })
      // The parsed body holds only the fields that were sent: that is the merge, and nothing unknown is written.
      .post('/', validate(saveOutlineSchemas), async (req, res) => {
        const user = requireUser(req);
        const { ifMatch, story, tab } = saveConditions(req);
        const result = await service.saveOutline(user.id, valid(req, saveOutlineSchemas).body, {
          ifMatch,
          story,
          source: { sessionId: user.sessionId, tab },
        });
        if (result.saved) return sendOutline(res, result.outline, result.created ? 201 : 200);
        res
          .status(409)
          .set(ERROR_CODE_HEADER, codeOfStatus(409))
          .set('ETag', outlineETag(result.outline))
          .json({
            errors: result.conflicts.map((path) => ({ msg: CHANGED_ELSEWHERE, path })),
            outline: result.outline,
          });
      })
      .get('/me/revisions', validate(revisionsSchemas), async (req, res) => {
        res.json(await service.listRevisions(requireUser(req).id, valid(req, revisionsSchemas).query.field));
      })
      .put('/me/revisions/:id/restore', validate(restoreRevisionSchemas), async (req, res) => {
        const user = requireUser(req);
        const { id } = valid(req, restoreRevisionSchemas).params;
        sendOutline(res, await service.restoreRevision(user.id, id, { sessionId: user.sessionId }));
      })
      .put('/characters', validate(createCharacterSchemas), async (req, res) => {
        res
          .status(201)
          .json(await characters.createCharacter(requireUser(req).id, valid(req, createCharacterSchemas).body));
      })
      .get('/characters/:id', async (req, res) => {
        res.json(await characters.getCharacter(requireUser(req).id, String(req.params.id)));
      })
      .patch('/characters/:id', validate(updateCharacterSchemas), async (req, res) => {
        const { params, body } = valid(req, updateCharacterSchemas);
        res.json(await characters.updateCharacter(requireUser(req).id, params.id, body));
      })
      .delete('/characters/:id', async (req, res) => {
        res.json(await characters.deleteCharacter(requireUser(req).id, String(req.params.id)));
      })
      .put('/characters/:id/beats', validate(characterBeatsSchemas), async (req, res) => {
        const { params, body } = valid(req, characterBeatsSchemas);
        res.json(await characters.updateCharacter(requireUser(req).id, params.id, { beats: body.beats }));
      })
      .put('/characters/note/:id', validate(addNoteSchemas), async (req, res) => {
        const note = valid(req, addNoteSchemas).body;
        res.status(201).json(await characters.addNote(requireUser(req).id, String(req.params.id), note));
      })
      .patch('/characters/note/:characterId/:noteId', validate(updateNoteSchemas), async (req, res) => {
        const { params, body } = valid(req, updateNoteSchemas);
        res.json(await characters.updateNote(requireUser(req).id, params.characterId, params.noteId, body));
      })
      .delete('/characters/note/:characterId/:noteId', async (req, res) => {
        const { characterId, noteId } = req.params;
        res.json(await characters.deleteNote(requireUser(req).id, String(characterId), String(noteId)));
      })
  );
}
