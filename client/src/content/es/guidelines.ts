import type { InfoDocument } from '../info-page-types';

/** The guidelines page in es (the English text in ../guidelines.ts prevails). */
export const guidelines: InfoDocument = {
  title: 'Normas de la comunidad',
  lead: 'Brainstorm funciona porque los escritores se confían ideas a medio hacer. Estas ocho normas hacen que siga así. Se aplican a todo lo que publicas en Three Act: publicaciones, comentarios, perfiles y obras terminadas.',
  sections: [
    {
      heading: 'Las normas',
      ordered: true,
      items: [
        {
          term: 'Sé respetuoso.',
          text: 'Critica la idea, nunca a la persona. Sé honesto y concreto, presupón buena fe y recuerda que aquí todos seguimos aprendiendo. El desacuerdo es bienvenido; el desprecio, no.',
        },
        {
          term: 'Nada de spam ni manipulación de votos.',
          text: 'No inundes Brainstorm con publicaciones repetidas o fuera de tema, y no uses cuentas extra, intercambios ni grupos coordinados para inflar los me gusta o los votos de comentarios. Deben reflejar lo que a la gente le resultó útil de verdad.',
        },
        {
          term: 'Nada de promoción ni enlaces de afiliado en Brainstorm.',
          text: 'Brainstorm sirve para desarrollar historias, no para venderlas. No anuncies libros, servicios ni cursos ahí, ni publiques enlaces de afiliado o de referido. Tu perfil público es el lugar para mostrar tus obras terminadas.',
        },
        {
          term: 'Nada de contenido sexual con menores.',
          text: 'Cualquier contenido sexual o sexualizado con menores de 18 años, en cualquier forma, incluida la ficción, los dibujos o las descripciones, está prohibido. Se elimina, la cuenta se cierra y lo denunciamos a las autoridades donde la ley lo exige.',
        },
        {
          term: 'Nada de acoso ni doxxing.',
          text: 'No amenaces, acoses, persigas ni ataques a nadie, aquí o en otro sitio, y nunca compartas información personal de alguien —un nombre real que no haya compartido, una dirección, un lugar de trabajo, un teléfono o fotos— sin su consentimiento.',
        },
        {
          term: 'Nada de suplantación.',
          text: 'No te hagas pasar por otra persona, otro escritor, un moderador o alguien del equipo de Three Act. Los seudónimos están bien; hacerse pasar por alguien real, no.',
        },
        {
          term: 'Nada de contenido vulgar o explícito en las zonas comunitarias.',
          text: 'Las historias pueden ser oscuras, violentas o adultas, y puedes hablar de esos temas, pero mantén las publicaciones, comentarios y perfiles de Brainstorm libres de contenido sexual gráfico, violencia escrita para impactar, insultos y obscenidad gratuita. Describe lo que pasa; no pegues la escena explícita.',
        },
        {
          term: 'Nada de contenido ilegal.',
          text: 'No publiques nada que infrinja la ley, como libros pirateados u otro material protegido que no tengas derecho a compartir, datos personales robados o contenido que promueva u organice delitos reales.',
        },
      ],
    },
    {
      heading: 'Denuncias',
      paragraphs: [
        'Cada publicación y cada comentario tiene una bandera para denunciar. Si algo incumple estas normas, denúncialo en lugar de discutir en los comentarios. Las denuncias son privadas: el autor no ve quién lo denunció. Denunciar de nuevo lo mismo retira tu denuncia, por si la marcaste por error.',
        'Cuando una publicación o un comentario reúne 5 denuncias, se oculta de inmediato a la comunidad: la publicación desaparece de la lista de Brainstorm y el comentario muestra un aviso de que espera moderación. Sigue oculto hasta que un moderador lo revise.',
      ],
    },
    {
      heading: 'Moderación',
      paragraphs: [
        'Los moderadores ven cada publicación y comentario denunciados en una cola de moderación. Con cada uno, o lo eliminan o borran sus denuncias, lo que lo hace visible de nuevo. Los moderadores y administradores también pueden retirar cualquier publicación o comentario que incumpla estas normas sin esperar denuncias.',
        'La mayoría de los problemas terminan con la retirada del contenido. Las infracciones graves o repetidas —y cualquier infracción de las normas 4 u 8— pueden llevar al cierre de la cuenta, como explican las Condiciones del servicio.',
        'No uses las denuncias para enterrar ideas que simplemente no te gustan. Abusar de las denuncias es una forma de manipular votos y entra en la norma 2.',
      ],
    },
    {
      heading: 'Preguntas',
      paragraphs: [
        'Si crees que una decisión de moderación fue un error, o necesitas denunciar algo urgente, escribe a {email}.',
      ],
    },
  ],
};
