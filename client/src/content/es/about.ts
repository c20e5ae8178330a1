import type { InfoDocument } from '../info-page-types';

/** The about page in es (the English text in ../about.ts prevails). */
export const about: InfoDocument = {
  title: 'Acerca de Three Act',
  lead: 'Three Act es un planificador gratuito y de código abierto que ayuda a quienes escriben ficción a convertir una idea en el esquema completo de una historia.',
  sections: [
    {
      heading: 'Qué es Three Act',
      paragraphs: [
        'Casi todas las historias que atrapan al lector comparten una forma: un comienzo que presenta un mundo y un problema, un medio en el que todo se complica y un final en el que todo estalla. Three Act le da a esa forma un espacio de trabajo. Pones nombre a tu historia y respondes preguntas guía para cada acto —el gancho, el incidente incitador, el punto medio, el momento oscuro, el clímax y el resto— y una barra de progreso muestra cuánto te falta para terminar el esquema.',
        'Junto al esquema tienes fichas de personajes: una descripción, un enlace a una foto de inspiración, si el personaje es tu protagonista y tantas notas como quieras. Cuando te atascas, una sugerencia de nota al azar te da algo en qué pensar, y cuando quieres una segunda opinión, Brainstorm te permite compartir una idea de trama con otros escritores y reunir sus sugerencias.',
      ],
    },
    {
      heading: 'Para quién es',
      paragraphs: [
        'Three Act sirve para cualquier ficción que quepa en tres actos: novelas y novelas cortas, relatos, guiones de cine, obras de teatro, cómics, juegos con una historia que contar, fan fiction y series. El género no importa. Los thrillers, las novelas románticas, las epopeyas de fantasía, la ficción literaria y los libros infantiles tienen planteamiento, nudo y desenlace.',
        'Funciona tanto si planificas cada beat antes de escribir una palabra como si prefieres esbozar los grandes giros y descubrir el resto sobre la página. Responde las preguntas que te ayuden y deja las demás en blanco.',
      ],
    },
    {
      heading: 'Cómo funciona',
      items: [
        {
          term: 'Esquema.',
          text: 'El Acto I tiene un título y 8 preguntas guía, el Acto II tiene 16 y el Acto III tiene 8. Guarda tantas veces como quieras y lee el esquema terminado en una sola página.',
        },
        {
          term: 'Personajes.',
          text: 'Crea una ficha para cada personaje y añade notas a medida que crece la historia.',
        },
        {
          term: 'Brainstorm.',
          text: 'Cuando tu correo esté verificado podrás publicar ideas, comentar, dar me gusta a publicaciones y votar los comentarios más útiles.',
        },
        {
          term: 'Perfil.',
          text: 'Un perfil público opcional muestra tus géneros y tus obras terminadas para que otros escritores te encuentren.',
        },
      ],
    },
    {
      heading: 'Gratis y de código abierto',
      paragraphs: [
        'Three Act es gratis: no hay versión de pago, ni publicidad, ni rastreo. Su código fuente es abierto, así que cualquiera puede ver cómo funciona, proponer mejoras, informar de errores o tener su propia copia para un grupo de escritura, una clase o un taller.',
        'Tu esquema, tus personajes y tus ideas siguen siendo tuyos. Consulta las Condiciones del servicio y la Política de privacidad para los detalles, y las Normas de la comunidad para saber cómo mantenemos Brainstorm como un lugar amable.',
      ],
    },
  ],
};
