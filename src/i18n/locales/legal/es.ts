import type { LegalCatalogue } from './en';

const es: LegalCatalogue = {
  common: {
    backHome: 'Volver al inicio',
    lastUpdated: 'Última actualización: <time>{{date}}</time>',
    onThisPage: 'En esta página',
    translationNotice:
      'Esta traducción se ofrece únicamente por comodidad. Si difiere de la versión en inglés, prevalece la versión en inglés.',
  },
  placeholders: {
    notice:
      'Los elementos resaltados entre corchetes son marcadores que se completarán antes de que estos términos entren en vigor.',
    hiddenPrefix: 'Marcador, pendiente de completar:',
    jurisdiction: '[Jurisdicción por determinar]',
    arbitrator: '[Organismo de arbitraje por determinar]',
  },
  privacy: {
    title: 'Política de privacidad',
    summary:
      'Cómo FreightHub recopila, usa, comparte y protege la información de los conductores, brókeres, remitentes y transportistas que usan el mercado, y qué opciones tiene usted.',
    sections: {
      scope: {
        title: 'Quiénes somos y qué cubre esta política',
        p1: 'FreightHub gestiona un mercado en línea que conecta a conductores, brókeres, remitentes y transportistas para publicar, asignar, seguir y pagar cargas. Esta política se aplica a nuestro sitio web, a nuestro panel web y a nuestras aplicaciones móviles (en conjunto, el «Servicio»).',
        p2: 'Al crear una cuenta o usar el Servicio, usted reconoce que tratamos su información como se describe aquí. Si no está de acuerdo, no utilice el Servicio.',
      },
      collect: {
        title: 'Información que recopilamos',
        p1: 'Recopilamos solo lo necesario para que el mercado funcione de forma segura:',
        items: {
          account:
            '<strong>Datos de la cuenta:</strong> su nombre, correo electrónico, teléfono, rol (conductor, bróker, remitente o transportista), contraseña (guardada solo en forma cifrada con hash) y ajustes del perfil.',
          company:
            '<strong>Datos de la empresa:</strong> para brókeres, remitentes y transportistas, el nombre de la empresa, la dirección, la persona de contacto, los números de registro y fiscales, y los usuarios que actúan en nombre de la empresa.',
          location:
            '<strong>Datos de ubicación:</strong> mientras un conductor está asignado a un trabajo activo, la aplicación móvil registra la posición GPS del vehículo para que el remitente, el bróker o el transportista puedan seguir la carga. El seguimiento termina cuando el trabajo se completa o se cancela, y no seguimos a los conductores fuera de los trabajos activos.',
          payment:
            '<strong>Datos de pago:</strong> los datos de tarjetas y cuentas bancarias los recoge y procesa nuestro procesador de pagos. Nosotros solo recibimos una referencia al medio de pago y los importes, fechas y estados de las operaciones, nunca el número completo de su tarjeta.',
          documents:
            '<strong>Documentos de verificación:</strong> permisos de conducir, certificados de seguro, permisos de circulación, autorizaciones de transporte y documentos similares que usted sube para que podamos verificarle a usted o a su empresa.',
          usage:
            '<strong>Datos de uso y del dispositivo:</strong> las páginas y funciones que usa, los trabajos que consulta o publica, el tipo de dispositivo, el navegador, el idioma, la dirección IP y los informes de errores.',
        },
      },
      use: {
        title: 'Cómo usamos su información',
        items: {
          operate:
            'Para crear y gestionar su cuenta y permitirle publicar, buscar, aceptar, seguir y completar trabajos.',
          verify:
            'Para verificar identidades, empresas y documentos antes de que los usuarios puedan trabajar en el mercado.',
          payments:
            'Para cobrar las tarifas de publicación y los pagos de trabajos, retener fondos en depósito de garantía y liberarlos.',
          safety:
            'Para mantener la seguridad del mercado: detectar fraudes, resolver disputas y hacer cumplir nuestros Términos del servicio.',
          communicate:
            'Para enviarle mensajes sobre sus trabajos, pagos, estado de verificación y cambios en nuestros términos o en esta política.',
          improve:
            'Para entender cómo se usa el Servicio, corregir problemas y mejorarlo. Siempre que es posible, usamos datos agregados.',
        },
        p1: 'No vendemos su información personal ni la usamos para publicidad de terceros.',
      },
      sharing: {
        title: 'Cómo compartimos la información',
        p1: 'Solo compartimos información cuando es necesario para los fines anteriores:',
        items: {
          users:
            '<strong>Con los demás usuarios de un trabajo:</strong> cuando usted participa en un trabajo, las otras partes ven los datos que necesitan, como su nombre, empresa, datos de contacto, valoraciones y, durante el trabajo, la ubicación del vehículo.',
          processor:
            '<strong>Con nuestro procesador de pagos:</strong> para cobrar tarifas, mantener el depósito de garantía y realizar los pagos.',
          providers:
            '<strong>Con proveedores de servicios:</strong> alojamiento, correo electrónico, mensajes de texto y soporte, que actúan según nuestras instrucciones y con obligación de confidencialidad.',
          legal:
            '<strong>Por motivos legales:</strong> cuando la ley lo exige, para atender una solicitud válida de una autoridad o para proteger los derechos y la seguridad de nuestros usuarios y de FreightHub.',
          transfer:
            '<strong>En una transmisión de la empresa:</strong> si FreightHub se fusiona o se vende, con sujeción a esta política o a otra que proteja al menos lo mismo.',
        },
      },
      retention: {
        title: 'Cuánto tiempo conservamos la información',
        p1: 'Conservamos los datos de su cuenta mientras esté abierta. Cuando la cierre, eliminaremos o anonimizaremos su información en un plazo razonable, salvo cuando debamos conservarla más tiempo: por ejemplo, los registros de operaciones por motivos fiscales y contables o la información necesaria para una disputa abierta.',
        p2: 'El historial de ubicación de un trabajo se conserva solo el tiempo necesario para liquidar los pagos y las disputas de ese trabajo.',
      },
      security: {
        title: 'Cómo protegemos la información',
        p1: 'Usamos cifrado en tránsito, contraseñas cifradas con hash, controles que limitan el acceso del personal a lo que su función requiere y revisiones periódicas de nuestros sistemas. Ningún servicio es perfectamente seguro, así que use una contraseña fuerte y exclusiva y avísenos de inmediato si sospecha que se ha usado su cuenta de forma indebida.',
      },
      rights: {
        title: 'Sus derechos y opciones',
        p1: 'Según el lugar donde viva, puede tener derecho a:',
        items: {
          access: 'acceder a la información personal que tenemos sobre usted y recibir una copia;',
          correct: 'rectificar la información inexacta o incompleta;',
          delete: 'pedirnos que eliminemos su información, salvo los registros que debamos conservar;',
          object: 'oponerse a determinados usos de su información o limitarlos;',
          portability: 'recibir su información en un formato portátil;',
          withdraw:
            'retirar cualquier consentimiento que haya dado, por ejemplo a recibir correos opcionales sobre novedades.',
        },
        p2: 'Puede actualizar la mayoría de los datos en los ajustes de su cuenta. Para todo lo demás, contáctenos; es posible que primero debamos confirmar su identidad. También puede presentar una reclamación ante la autoridad de protección de datos de su país.',
      },
      cookies: {
        title: 'Cookies y almacenamiento local',
        p1: 'Reducimos al mínimo el uso de cookies y tecnologías similares:',
        items: {
          sidebar:
            '<strong>Cookie de la barra lateral:</strong> una cookie recuerda si la barra lateral del panel está expandida o contraída. Caduca a los 7 días.',
          preferences:
            '<strong>Almacenamiento local:</strong> su navegador guarda el tema (claro, oscuro o del sistema) y el idioma, para que el Servicio se vea como usted eligió la próxima vez que lo visite.',
        },
        p2: 'No usamos cookies publicitarias ni de seguimiento entre sitios. Puede borrar las cookies y el almacenamiento local en su navegador en cualquier momento; el Servicio usará entonces su configuración predeterminada.',
      },
      children: {
        title: 'Menores',
        p1: 'El Servicio está dirigido a profesionales. Debe tener al menos {{minimumAge}} años para crear una cuenta o usar el Servicio, y no recopilamos a sabiendas información de menores de {{minimumAge}} años. Si descubrimos que lo hemos hecho, la eliminaremos.',
      },
      changes: {
        title: 'Cambios en esta política',
        p1: 'Podemos actualizar esta política periódicamente. La fecha que aparece al principio de la página indica cuándo se actualizó por última vez. Le avisaremos de los cambios importantes con al menos {{noticeDays}} días de antelación, por correo electrónico o en el Servicio, antes de que entren en vigor.',
      },
      contact: {
        title: 'Contacto',
        p1: 'Si tiene alguna pregunta sobre esta política o desea ejercer sus derechos, escríbanos mediante el <contact>formulario de contacto de nuestra página de inicio</contact> e indique «Privacidad» en su mensaje.',
      },
    },
  },
  terms: {
    title: 'Términos del servicio',
    summary:
      'El acuerdo entre usted y FreightHub cuando usa el mercado como conductor, bróker, remitente o transportista. Léalo con atención.',
    sections: {
      acceptance: {
        title: 'Aceptación de estos términos',
        p1: 'Estos Términos del servicio (los «Términos») regulan el uso del sitio web, el panel web y las aplicaciones móviles de FreightHub (el «Servicio»). Al crear una cuenta o usar el Servicio, acepta estos Términos y nuestra Política de privacidad. Si usa el Servicio en nombre de una empresa, confirma que puede obligar a esa empresa a cumplir estos Términos.',
      },
      eligibility: {
        title: 'Requisitos',
        p1: 'Para usar el Servicio debe tener al menos {{minimumAge}} años y capacidad para celebrar un contrato vinculante. Los conductores deben tener además los permisos y la cualificación que la ley exige para los trabajos que aceptan.',
      },
      accounts: {
        title: 'Cuentas y verificación',
        items: {
          accurate: 'Facilite información exacta, actual y completa al registrarse y manténgala actualizada.',
          secure:
            'Mantenga su contraseña en secreto. Usted es responsable de todo lo que se haga con su cuenta.',
          verify:
            'Verificamos a los usuarios, las empresas y sus documentos antes de que puedan trabajar en el mercado. Podemos pedir más documentos en cualquier momento y rechazar o suspender una cuenta que no pueda verificarse.',
          one: 'No cree una cuenta para otra persona sin su permiso ni tenga más de una cuenta por rol.',
        },
      },
      roles: {
        title: 'Roles en el mercado',
        p1: 'Cada cuenta tiene uno de estos cuatro roles:',
        items: {
          drivers:
            'Los <strong>conductores</strong> buscan trabajos, aceptan asignaciones, comparten su ubicación durante los trabajos activos y entregan las cargas.',
          brokers:
            'Los <strong>brókeres</strong> organizan el transporte para sus clientes, publican trabajos y asignan conductores y transportistas.',
          shippers:
            'Los <strong>remitentes</strong> publican las cargas que necesitan mover y pagan los trabajos completados.',
          carriers:
            'Los <strong>transportistas</strong> son empresas de transporte que realizan trabajos con sus propios conductores y vehículos.',
        },
        p2: 'FreightHub ofrece el mercado. No somos parte de los acuerdos entre usuarios ni actuamos como transportista, bróker ni remitente de ninguna carga.',
      },
      postings: {
        title: 'Publicación de trabajos y tarifas de publicación',
        p1: 'Las publicaciones deben describir con exactitud la carga, los lugares de recogida y entrega, las fechas y la remuneración, y deben referirse a mercancías lícitas.',
        p2: 'Publicar un trabajo cuesta {{brokerFee}} a los brókeres y {{shipperFee}} a los remitentes. Los transportistas y los conductores publican gratis. La tarifa se cobra cuando se publica el trabajo.',
      },
      payments: {
        title: 'Pagos y comisiones del servicio',
        p1: 'Los pagos entre usuarios se realizan a través del Servicio, por transferencia bancaria o tarjeta de crédito, y los gestiona nuestro procesador de pagos. De cada pago de un trabajo se descuenta una comisión de servicio del {{paymentFee}} del importe. Las tarifas de publicación no llevan comisión adicional.',
        p2: 'Los precios se muestran en dólares estadounidenses salvo que se indique lo contrario. Usted es responsable de sus propios impuestos.',
      },
      escrow: {
        title: 'Depósito de garantía',
        p1: 'Cuando se asigna un trabajo, nuestro procesador de pagos retiene los fondos del pagador en un depósito de garantía. Se liberan al beneficiario cuando el trabajo se marca como completado o según lo que se decida en una disputa. FreightHub no paga intereses por los fondos retenidos.',
      },
      refunds: {
        title: 'Las tarifas no son reembolsables',
        p1: 'Ninguna tarifa, incluidas las de publicación y las comisiones de servicio, es reembolsable salvo que estos Términos indiquen lo contrario o la ley lo exija.',
      },
      disputes: {
        title: 'Disputas entre usuarios',
        p1: 'Si algo sale mal en un trabajo, abra una disputa en el Servicio lo antes posible e incluya los datos y documentos pertinentes. Nuestro equipo revisa la información de ambas partes y decide cómo se liberan los fondos en depósito. Ambas partes deben cooperar de buena fe.',
      },
      conduct: {
        title: 'Conductas prohibidas',
        p1: 'Usted no debe:',
        items: {
          illegal: 'publicar ni transportar mercancías ilegales, peligrosas o mal declaradas;',
          false: 'dar información falsa, suplantar a otra persona ni subir documentos falsificados;',
          bypass:
            'acordar pagos fuera del Servicio para evitar las tarifas de un trabajo encontrado en el mercado;',
          harass: 'acosar, amenazar o discriminar a otros usuarios;',
          interfere:
            'interferir en el Servicio, intentar acceder a datos ajenos ni extraerlos por medios automatizados;',
          unsafe:
            'conducir sin permisos o seguros válidos, o incumpliendo las normas de seguridad vial y de tiempos de trabajo.',
        },
      },
      termination: {
        title: 'Suspensión y cancelación',
        p1: 'Puede cerrar su cuenta en cualquier momento. Podemos suspender o cerrar una cuenta que incumpla estos Términos, no supere la verificación o ponga en riesgo a otros usuarios. Las obligaciones de los trabajos ya aceptados y las tarifas ya vencidas subsisten tras la cancelación.',
      },
      liability: {
        title: 'Exenciones y limitación de responsabilidad',
        p1: 'El Servicio se ofrece «tal cual». No garantizamos que un trabajo se publique, se acepte o se complete, y no somos responsables de los actos de los usuarios ni de la pérdida o los daños de las mercancías en tránsito.',
        p2: 'En la medida en que la ley lo permita, FreightHub no responde de los daños indirectos o consecuentes, y nuestra responsabilidad total frente a usted se limita a las tarifas que nos haya pagado en los doce meses anteriores a la reclamación. Nada en estos Términos limita la responsabilidad que la ley no permite limitar.',
      },
      changes: {
        title: 'Cambios en estos términos',
        p1: 'Podemos modificar estos Términos. Le avisaremos de los cambios importantes con al menos {{noticeDays}} días de antelación, por correo electrónico o en el Servicio, antes de que entren en vigor. Si sigue usando el Servicio después, acepta los nuevos Términos; si no está de acuerdo, puede cerrar su cuenta.',
      },
      law: {
        title: 'Ley aplicable y arbitraje',
        p1: 'Estos Términos se rigen por las leyes de <jurisdiction/>.',
        p2: 'Cualquier disputa con FreightHub que no pueda resolverse de manera informal se resolverá mediante arbitraje vinculante administrado por <arbitrator/>, conforme a su reglamento, en <jurisdiction/>. Cualquiera de las partes puede, en su lugar, presentar una reclamación individual ante un juzgado de menor cuantía.',
      },
      contact: {
        title: 'Contacto',
        p1: 'Si tiene alguna pregunta sobre estos Términos, escríbanos mediante el <contact>formulario de contacto de nuestra página de inicio</contact>.',
      },
    },
  },
};

export default es;
