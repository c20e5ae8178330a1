import type { InfoDocument } from '../info-page-types';

/** The terms of service in es (the English text in ../legal.ts prevails). */
export const termsOfService: InfoDocument = {
  title: 'Condiciones del servicio',
  lead: 'En pocas palabras: Three Act es gratis, tus historias siguen siendo tuyas, respeta las Normas de la comunidad y ofrecemos el servicio tal como es.',
  sections: [
    {
      heading: 'Acuerdo',
      paragraphs: [
        'Estas condiciones son un acuerdo entre tú y las personas que gestionan este sitio de Three Act («nosotros»). Al crear una cuenta o usar el sitio, las aceptas junto con la Política de privacidad. Si no estás de acuerdo, por favor, no uses Three Act.',
      ],
    },
    {
      heading: 'Un servicio gratuito',
      paragraphs: [
        'Three Act es gratis. No hay cuotas, ni funciones de pago, ni publicidad. El software es de código abierto y su licencia rige el propio código; estas condiciones rigen tu uso de este sitio.',
      ],
    },
    {
      heading: 'Tu cuenta',
      paragraphs: [
        'Debes tener al menos 13 años para usar Three Act. Da una dirección de correo real, no compartas tu contraseña y avísanos si crees que otra persona ha usado tu cuenta. Eres responsable de lo que ocurra con tu cuenta. Una persona, una cuenta: las cuentas no se comparten ni se venden.',
      ],
    },
    {
      heading: 'Tu contenido sigue siendo tuyo',
      paragraphs: [
        'Conservas todos los derechos sobre todo lo que escribes en Three Act: tu esquema, tus personajes, notas, perfil, publicaciones y comentarios. No reclamamos la propiedad de tus historias ni de tus ideas.',
        'Tu esquema y tus personajes son privados, salvo que compartas una historia mediante un enlace para comentarios de solo lectura, que cualquiera con el enlace puede leer hasta que dejes de compartirla. Cuando publicas algo en una zona pública —una publicación en Brainstorm, un comentario o tu perfil—, otros escritores pueden leerlo e inspirarse en ello. Las ideas en sí no están protegidas por los derechos de autor, así que comparte en Brainstorm solo lo que estés dispuesto a comentar abiertamente.',
      ],
    },
    {
      heading: 'La licencia que nos das',
      paragraphs: [
        'Para que podamos gestionar el servicio, nos concedes una licencia mundial, no exclusiva y gratuita para almacenar, copiar, dar formato y mostrar tu contenido, solo con el fin de hacer funcionar Three Act: guardar tu esquema, mostrar tus publicaciones públicas y tu perfil a otros usuarios y hacer copias de seguridad. No venderemos tu contenido, no lo usaremos en publicidad ni lo publicaremos en ningún otro lugar. La licencia termina cuando borras el contenido o tu cuenta, salvo para las copias que otros usuarios ya hayan citado en sus propios comentarios.',
        'Garantizas que tienes derecho a publicar lo que publicas y que no infringe los derechos de nadie.',
      ],
    },
    {
      heading: 'Se aplican las Normas de la comunidad',
      paragraphs: [
        'Todo lo que publiques debe cumplir las Normas de la comunidad. El contenido que acumula suficientes denuncias se oculta hasta que un moderador lo revisa, y los moderadores pueden borrar el contenido que incumpla las normas o estas condiciones.',
        'No hagas un mal uso del servicio: no intentes entrar en cuentas o sistemas ajenos, sobrecargar el sitio, extraer su contenido de forma masiva, saltarte límites y medidas de seguridad ni usarlo para enviar spam.',
      ],
    },
    {
      heading: 'Cerrar tu cuenta',
      paragraphs: [
        'Puedes dejar de usar Three Act en cualquier momento y eliminar tu cuenta desde tu panel; eso borra tus datos como describe la Política de privacidad.',
        'Podemos suspender o cerrar una cuenta que incumpla estas condiciones o las Normas de la comunidad de forma grave o reiterada, que ponga en riesgo a otros usuarios o al servicio, o cuando la ley nos lo exija. Cuando sea razonable y seguro, te diremos por qué y te daremos la oportunidad de responder o de guardar antes tu esquema.',
      ],
    },
    {
      heading: 'Sin garantía',
      paragraphs: [
        'Three Act se ofrece «tal cual» y «según disponibilidad», sin garantías de ningún tipo. Hacemos lo posible para que funcione y tu trabajo esté a salvo, pero no podemos prometer que esté siempre disponible, que no tenga errores ni que nunca se pierdan datos. Guarda tu propia copia de todo lo que no puedas permitirte perder.',
        'En la medida en que la ley lo permita, no somos responsables de pérdidas indirectas o consecuentes, trabajo perdido u oportunidades perdidas derivadas de tu uso de Three Act. Nada en estas condiciones limita la responsabilidad que la ley no permite limitar, y nada te quita los derechos que tienes como consumidor.',
      ],
    },
    {
      heading: 'Cambios en el servicio y en estas condiciones',
      paragraphs: [
        'Three Act cambia a medida que crece: podemos añadir, cambiar o quitar funciones. También podemos actualizar estas condiciones. Publicaremos cada nueva versión en esta página y, si un cambio es importante, te avisaremos por correo o en tu panel antes de que entre en vigor. Si sigues usando Three Act después, se aplican las nuevas condiciones; si no las aceptas, puedes eliminar tu cuenta.',
      ],
    },
    {
      heading: 'Contacto',
      paragraphs: ['Preguntas sobre estas condiciones: {email}.'],
    },
  ],
};
