import type { InfoDocument } from '../info-page-types';

/** The privacy policy in es (the English text in ../legal.ts prevails). */
export const privacyPolicy: InfoDocument = {
  title: 'Política de privacidad',
  lead: 'Three Act guarda solo lo que necesita para tu cuenta y la comunidad, nunca lo vende, nunca te rastrea y lo borra todo cuando eliminas tu cuenta.',
  sections: [
    {
      heading: 'Quiénes somos',
      paragraphs: [
        'Esta política se aplica a este sitio de Three Act. En ella, «nosotros» son las personas que lo gestionan, y «tú» es cualquiera que lo visite o tenga una cuenta. Three Act es software de código abierto, así que otros grupos pueden gestionar sus propias copias; cada una de ellas es responsable de sus propios datos.',
        'Para cualquier cuestión sobre tus datos, escribe a {email}.',
      ],
    },
    {
      heading: 'No es para menores de 13 años',
      paragraphs: [
        'Three Act no está pensado para menores de 13 años, y al registrarte debes confirmar que tienes al menos 13. No recogemos a sabiendas datos de menores de 13 años. Si crees que un menor de 13 años tiene una cuenta, avísanos en {email} y la eliminaremos. Si la ley de tu país fija una edad mayor para consentir el tratamiento de datos, necesitas el consentimiento de tu madre, padre o tutor para usar Three Act.',
      ],
    },
    {
      heading: 'Qué guardamos',
      items: [
        {
          term: 'Tu cuenta:',
          text: 'tu nombre, tu dirección de correo electrónico, una contraseña cifrada de forma segura con hash (nunca guardamos ni vemos la contraseña en sí), tu rol (usuario, moderador o administrador), si tu dirección de correo está verificada, cuándo te registraste y tu imagen de perfil si subes una. Todo el mundo empieza con una imagen predeterminada generada.',
        },
        {
          term: 'Tu esquema:',
          text: 'el título y cada respuesta que escribas en los actos I, II y III.',
        },
        {
          term: 'Tus personajes:',
          text: 'nombres, descripciones, enlaces a fotos, la marca de protagonista y tus notas.',
        },
        {
          term: 'Tu perfil, si creas uno:',
          text: 'estado, empresa, sitio web, ubicación, géneros, biografía, enlaces a redes sociales y obras terminadas.',
        },
        {
          term: 'Tu actividad en la comunidad:',
          text: 'las publicaciones y comentarios que escribes en Brainstorm, y los me gusta, votos y denuncias que das.',
        },
        {
          term: 'Datos de seguridad:',
          text: 'tus sesiones iniciadas (cuándo empezó cada una, cuándo se usó por última vez y el navegador y sistema en que funciona, leídos de lo que envía tu navegador, para que reconozcas tus dispositivos en Ajustes), los enlaces que te enviamos por correo (para verificar tu dirección, restablecer tu contraseña o cambiar tu dirección; guardados solo de forma cifrada, cada uno válido una sola vez y caducado en un plazo de 1 a 48 horas) y, durante poco tiempo, tu dirección IP y el número de intentos recientes de registro, inicio de sesión, restablecimiento y exportación, para poder frenar a quien intente adivinar contraseñas o crear cuentas en masa.',
        },
      ],
    },
    {
      heading: 'Quién puede verlo',
      paragraphs: [
        'Tu esquema y tus personajes son privados: solo tú puedes verlos, salvo que crees un enlace para comentarios de solo lectura de una historia, que cualquiera que tenga el enlace puede leer (sus personajes, y sus notas, solo si los eliges) hasta que dejes de compartirla. Tu perfil, tus publicaciones y comentarios en Brainstorm, y el nombre y la imagen que aparecen con ellos son públicos. Tu dirección de correo nunca se muestra a otros usuarios.',
        'Los moderadores y administradores pueden ver las publicaciones y comentarios denunciados para revisarlos. No vendemos, alquilamos ni compartimos tus datos con nadie, y solo los entregamos a las autoridades cuando la ley nos obliga.',
      ],
    },
    {
      heading: 'Para qué los usamos',
      paragraphs: [
        'Usamos tus datos solo para ofrecer Three Act: para gestionar tu cuenta y mantenerla segura, guardar tu esquema, tus personajes y tu perfil, mostrar tus publicaciones y comentarios, enviar los correos que el servicio necesita (verificar tu dirección, restablecer tu contraseña, confirmar una dirección nueva y avisar a la antigua) y mantener segura la comunidad conforme a las Normas de la comunidad. Cuando se aplica el RGPD, la base jurídica es la ejecución de nuestro acuerdo contigo (las Condiciones del servicio) y nuestro interés legítimo en mantener el servicio seguro y libre de abusos.',
        'No enviamos boletines ni correos de marketing, no mostramos publicidad y no creamos perfiles de tu comportamiento.',
      ],
    },
    {
      heading: 'Cookies',
      paragraphs: [
        'Three Act usa dos cookies, ambas solo mientras tienes la sesión iniciada, ambas enviadas solo a este sitio, ambas caducan a los siete días y ambas se borran cuando cierras sesión. La cookie de sesión mantiene tu sesión iniciada: está marcada como HttpOnly, así que los scripts de la página no pueden leerla. La segunda, «signed_in», no contiene más que «1»: solo le indica a la aplicación que merece la pena preguntar quién eres, para que una visita sin sesión no envíe una petición que fallaría. Ambas son estrictamente necesarias para iniciar sesión, así que no requieren un aviso de consentimiento.',
        'No hay cookies de analítica, seguimiento ni publicidad, y el sitio no carga servicios de terceros: ni fuentes, ni scripts, ni imágenes, ni widgets de otras empresas. Los enlaces a fotos que añades a tus propios personajes se cargan desde la dirección que escribiste.',
      ],
    },
    {
      heading: 'Dónde se guardan tus datos',
      paragraphs: [
        'Tus datos pueden almacenarse y tratarse fuera de Europa, incluso en países cuyas leyes de protección de datos difieren de las de donde vives. Estén donde estén, los protegemos como describe esta política y, cuando el RGPD lo exige, nos basamos en garantías adecuadas para esas transferencias.',
      ],
    },
    {
      heading: 'Cuánto tiempo los guardamos',
      paragraphs: [
        'Guardamos tus datos mientras tengas una cuenta. Puedes eliminar tu cuenta tú mismo en cualquier momento en Ajustes o en tu panel. Al eliminarla se borra todo de una vez y para siempre: tu cuenta, tu esquema, tus personajes y notas, tu perfil y obras terminadas, tu imagen de perfil, tus publicaciones y comentarios, y tus me gusta, votos y denuncias. Los registros de seguridad, como los intentos recientes de inicio de sesión, caducan solos en unas horas.',
        'Solo conservamos una copia de un contenido concreto durante más tiempo cuando la ley lo exige, por ejemplo cuando se ha denunciado a las autoridades.',
      ],
    },
    {
      heading: 'Tus derechos',
      paragraphs: [
        'Tienes derecho a ver los datos que tenemos sobre ti, a corregirlos, a recibir una copia en un formato portable, a oponerte a cómo los usamos o a limitarlo, y a que se borren. Casi todo esto puedes hacerlo tú mismo, en cualquier momento:',
        'Para obtener una copia, elige «Descargar mis datos» en Ajustes: un archivo ZIP con todo lo que creaste e hiciste (los datos de tu cuenta sin tu contraseña, tu perfil y tus obras, tu esquema con sus personajes y notas, tus publicaciones y comentarios, y los me gusta, votos y denuncias que diste) en un archivo JSON, cada historia como archivo Markdown y tu imagen de perfil si subiste una. De otras personas solo contiene los nombres de los escritores en cuyos hilos comentaste.',
        'Para cambiar tus datos, edita tu esquema, tus personajes y tu perfil donde los escribiste; cambia tu nombre, tu dirección de correo y tu contraseña en Ajustes (una dirección nueva solo cuenta cuando abres el enlace que le enviamos, y a tu dirección anterior se le avisa del cambio). Ajustes también muestra los dispositivos con sesión iniciada en tu cuenta y te permite cerrar la sesión de cualquiera de ellos.',
        'Para borrarlo todo, elimina tu cuenta en Ajustes o en tu panel. Para cualquier otra cosa, escribe a {email} y te responderemos en el plazo de un mes.',
        'Si crees que tratamos tus datos de forma ilícita, también tienes derecho a presentar una reclamación ante la autoridad de protección de datos de donde vives.',
      ],
    },
    {
      heading: 'Seguridad',
      paragraphs: [
        'Las contraseñas se cifran con bcrypt, las sesiones pueden revocarse al instante, las conexiones deberían usar HTTPS y el sitio está hecho para resistir los ataques habituales. Ningún sistema es totalmente seguro, así que usa una contraseña que no utilices en ningún otro sitio. Si alguna vez sabemos de una brecha que ponga en riesgo tus datos, te lo diremos a ti y a las autoridades como exige la ley.',
      ],
    },
    {
      heading: 'Cambios en esta política',
      paragraphs: [
        'Si cambiamos esta política, publicaremos la nueva versión en esta página. Si un cambio afecta a cómo usamos datos que ya nos has dado, te avisaremos por correo o en tu panel antes de que entre en vigor.',
      ],
    },
    {
      heading: 'Contacto',
      paragraphs: ['Preguntas, solicitudes o quejas sobre privacidad: {email}.'],
    },
  ],
};
