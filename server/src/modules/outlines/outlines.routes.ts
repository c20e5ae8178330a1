import { Router } from 'express';
import { requireAuth, requireUser } from '../../middleware/authenticate';
import { valid, validate } from '../../middleware/validate';
import type { Services } from '../../services';
import { addNoteSchemas, createCharacterSchemas, saveOutlineSchemas } from './outlines.validators';

export function outlinesRoutes({ outlines: service }: Services): Router {
  return (
    Router()
      .use(requireAuth)
      .get('/me', async (req, res) => {
        res.json(await service.getOutline(requireUser(req).id));
      })
      // The parsed body holds only the fields that were sent: that is the merge, and nothing unknown is written.
      .post('/', validate(saveOutlineSchemas), async (req, res) => {
        const { outline, created } = await service.saveOutline(
          requireUser(req).id,
          valid(req, saveOutlineSchemas).body,
        );
        res.status(created ? 201 : 200).json(outline);
      })
      .put('/characters', validate(createCharacterSchemas), async (req, res) => {
        res
          .status(201)
          .json(await service.createCharacter(requireUser(req).id, valid(req, createCharacterSchemas).body));
      })
      .get('/characters/:id', async (req, res) => {
        res.json(await service.getCharacter(requireUser(req).id, String(req.params.id)));
      })
      .delete('/characters/:id', async (req, res) => {
        res.json(await service.deleteCharacter(requireUser(req).id, String(req.params.id)));
      })
      .put('/characters/note/:id', validate(addNoteSchemas), async (req, res) => {
        const note = valid(req, addNoteSchemas).body;
        res.status(201).json(await service.addNote(requireUser(req).id, String(req.params.id), note));
      })
      .delete('/characters/note/:characterId/:noteId', async (req, res) => {
        const { characterId, noteId } = req.params;
        res.json(await service.deleteNote(requireUser(req).id, String(characterId), String(noteId)));
      })
  );
}
