import type { LegalCatalogue } from './en';

const fr: LegalCatalogue = {
  common: {
    backHome: "Retour à l'accueil",
    lastUpdated: 'Dernière mise à jour : <time>{{date}}</time>',
    onThisPage: 'Sur cette page',
    translationNotice:
      'Cette traduction est fournie uniquement pour votre commodité. En cas de divergence avec la version anglaise, la version anglaise prévaut.',
  },
  placeholders: {
    notice:
      'Les éléments surlignés entre crochets sont des champs à compléter avant l’entrée en vigueur des présentes conditions.',
    hiddenPrefix: 'Champ à compléter :',
    jurisdiction: '[Juridiction à déterminer]',
    arbitrator: '[Organisme d’arbitrage à déterminer]',
  },
  privacy: {
    title: 'Politique de confidentialité',
    summary:
      'Comment FreightHub collecte, utilise, partage et protège les informations des chauffeurs, courtiers, expéditeurs et transporteurs qui utilisent la place de marché, et quels choix s’offrent à vous.',
    sections: {
      scope: {
        title: 'Qui nous sommes et ce que couvre cette politique',
        p1: 'FreightHub exploite une place de marché en ligne qui met en relation chauffeurs, courtiers, expéditeurs et transporteurs afin de publier, attribuer, suivre et payer des chargements. Cette politique s’applique à notre site web, à notre tableau de bord web et à nos applications mobiles (ensemble, le « Service »).',
        p2: 'En créant un compte ou en utilisant le Service, vous reconnaissez que nous traitons vos informations comme décrit ici. Si vous n’êtes pas d’accord, veuillez ne pas utiliser le Service.',
      },
      collect: {
        title: 'Les informations que nous collectons',
        p1: 'Nous ne collectons que ce dont nous avons besoin pour faire fonctionner la place de marché en toute sécurité :',
        items: {
          account:
            '<strong>Informations de compte :</strong> votre nom, votre adresse e-mail, votre numéro de téléphone, votre rôle (chauffeur, courtier, expéditeur ou transporteur), votre mot de passe (conservé uniquement sous forme hachée) et vos paramètres de profil.',
          company:
            '<strong>Informations sur l’entreprise :</strong> pour les courtiers, expéditeurs et transporteurs, le nom de l’entreprise, son adresse, la personne à contacter, les numéros d’immatriculation et fiscaux, et les utilisateurs qui agissent pour l’entreprise.',
          location:
            '<strong>Données de localisation :</strong> lorsqu’un chauffeur est affecté à une mission en cours, l’application mobile enregistre la position GPS du véhicule pour que l’expéditeur, le courtier ou le transporteur puisse suivre le chargement. Le suivi s’arrête lorsque la mission est terminée ou annulée, et nous ne suivons pas les chauffeurs en dehors des missions en cours.',
          payment:
            '<strong>Informations de paiement :</strong> les coordonnées de carte et bancaires sont collectées et traitées par notre prestataire de paiement. Nous ne recevons qu’une référence du moyen de paiement ainsi que les montants, dates et statuts des transactions, jamais votre numéro de carte complet.',
          documents:
            '<strong>Documents de vérification :</strong> permis de conduire, attestations d’assurance, certificats d’immatriculation, licences de transport et documents similaires que vous téléversez pour que nous puissions vous vérifier, vous ou votre entreprise.',
          usage:
            '<strong>Données d’utilisation et de l’appareil :</strong> les pages et fonctions que vous utilisez, les missions que vous consultez ou publiez, le type d’appareil, le navigateur, la langue, l’adresse IP et les rapports d’erreur.',
        },
      },
      use: {
        title: 'Comment nous utilisons vos informations',
        items: {
          operate:
            'Pour créer et gérer votre compte et vous permettre de publier, trouver, accepter, suivre et terminer des missions.',
          verify:
            'Pour vérifier les identités, les entreprises et les documents avant que les utilisateurs puissent travailler sur la place de marché.',
          payments:
            'Pour encaisser les frais de publication et les paiements de missions, conserver les fonds sous séquestre et les reverser.',
          safety:
            'Pour assurer la sécurité de la place de marché : détecter la fraude, résoudre les litiges et faire respecter nos Conditions d’utilisation.',
          communicate:
            'Pour vous envoyer des messages concernant vos missions, vos paiements, l’état de votre vérification et les modifications de nos conditions ou de cette politique.',
          improve:
            'Pour comprendre comment le Service est utilisé, corriger les problèmes et l’améliorer. Nous utilisons des données agrégées chaque fois que possible.',
        },
        p1: 'Nous ne vendons pas vos informations personnelles et ne les utilisons pas pour de la publicité de tiers.',
      },
      sharing: {
        title: 'Comment nous partageons les informations',
        p1: 'Nous ne partageons des informations que lorsque c’est nécessaire aux finalités ci-dessus :',
        items: {
          users:
            '<strong>Avec les autres participants d’une mission :</strong> lorsque vous prenez part à une mission, les autres parties voient les informations dont elles ont besoin, comme votre nom, votre entreprise, vos coordonnées, vos évaluations et, pendant la mission, la position du véhicule.',
          processor:
            '<strong>Avec notre prestataire de paiement :</strong> pour encaisser les frais, gérer le séquestre et effectuer les versements.',
          providers:
            '<strong>Avec nos sous-traitants :</strong> hébergement, e-mail, SMS et assistance, qui agissent sur nos instructions et sont tenus à la confidentialité.',
          legal:
            '<strong>Pour des raisons juridiques :</strong> lorsque la loi l’exige, pour répondre à une demande valable d’une autorité ou pour protéger les droits et la sécurité de nos utilisateurs et de FreightHub.',
          transfer:
            '<strong>En cas de cession :</strong> si FreightHub fait l’objet d’une fusion ou d’une vente, dans le respect de cette politique ou d’une politique au moins aussi protectrice.',
        },
      },
      retention: {
        title: 'Durée de conservation',
        p1: 'Nous conservons les informations de votre compte tant qu’il est ouvert. Après sa fermeture, nous supprimons ou anonymisons vos informations dans un délai raisonnable, sauf lorsque nous devons les conserver plus longtemps : par exemple les relevés de transactions à des fins fiscales et comptables, ou les informations nécessaires à un litige en cours.',
        p2: 'L’historique de localisation d’une mission n’est conservé que le temps nécessaire au règlement des paiements et des litiges de cette mission.',
      },
      security: {
        title: 'Comment nous protégeons les informations',
        p1: 'Nous utilisons le chiffrement des données en transit, des mots de passe hachés, des contrôles d’accès qui limitent l’accès du personnel à ce que requiert sa fonction et des revues régulières de nos systèmes. Aucun service n’est parfaitement sûr : utilisez un mot de passe robuste et unique, et prévenez-nous immédiatement si vous pensez que votre compte a été utilisé à mauvais escient.',
      },
      rights: {
        title: 'Vos droits et vos choix',
        p1: 'Selon votre lieu de résidence, vous pouvez avoir le droit :',
        items: {
          access:
            'd’accéder aux informations personnelles que nous détenons sur vous et d’en recevoir une copie ;',
          correct: 'de rectifier les informations inexactes ou incomplètes ;',
          delete:
            'de nous demander de supprimer vos informations, sous réserve des relevés que nous devons conserver ;',
          object: 'de vous opposer à certaines utilisations de vos informations ou de les limiter ;',
          portability: 'de recevoir vos informations dans un format portable ;',
          withdraw:
            'de retirer tout consentement donné, par exemple pour les e-mails facultatifs sur les nouveautés.',
        },
        p2: 'Vous pouvez modifier la plupart des informations dans les paramètres de votre compte. Pour le reste, contactez-nous ; nous devrons peut-être d’abord vérifier votre identité. Vous pouvez aussi introduire une réclamation auprès de l’autorité de protection des données de votre pays.',
      },
      cookies: {
        title: 'Cookies et stockage local',
        p1: 'Nous limitons au strict minimum l’usage des cookies et technologies similaires :',
        items: {
          sidebar:
            '<strong>Cookie de la barre latérale :</strong> un cookie mémorise si la barre latérale du tableau de bord est dépliée ou repliée. Il expire au bout de 7 jours.',
          preferences:
            '<strong>Stockage local :</strong> votre navigateur conserve votre thème (clair, sombre ou système) et votre langue, pour que le Service s’affiche comme vous l’avez choisi lors de votre prochaine visite.',
        },
        p2: 'Nous n’utilisons ni cookies publicitaires ni cookies de suivi intersites. Vous pouvez effacer à tout moment les cookies et le stockage local de votre navigateur ; le Service reprendra alors ses réglages par défaut.',
      },
      children: {
        title: 'Mineurs',
        p1: 'Le Service s’adresse aux professionnels. Vous devez avoir au moins {{minimumAge}} ans pour créer un compte ou utiliser le Service, et nous ne collectons pas sciemment d’informations sur des personnes de moins de {{minimumAge}} ans. Si nous apprenons que cela s’est produit, nous les supprimerons.',
      },
      changes: {
        title: 'Modifications de cette politique',
        p1: 'Nous pouvons mettre à jour cette politique de temps à autre. La date en haut de la page indique sa dernière mise à jour. Nous vous informerons de toute modification importante au moins {{noticeDays}} jours avant son entrée en vigueur, par e-mail ou dans le Service.',
      },
      contact: {
        title: 'Nous contacter',
        p1: 'Pour toute question sur cette politique ou pour exercer vos droits, écrivez-nous via le <contact>formulaire de contact de notre page d’accueil</contact> en indiquant « Confidentialité » dans votre message.',
      },
    },
  },
  terms: {
    title: 'Conditions d’utilisation',
    summary:
      'L’accord entre vous et FreightHub lorsque vous utilisez la place de marché en tant que chauffeur, courtier, expéditeur ou transporteur. Veuillez le lire attentivement.',
    sections: {
      acceptance: {
        title: 'Acceptation des conditions',
        p1: 'Les présentes Conditions d’utilisation (les « Conditions ») régissent votre utilisation du site web, du tableau de bord web et des applications mobiles de FreightHub (le « Service »). En créant un compte ou en utilisant le Service, vous acceptez ces Conditions et notre Politique de confidentialité. Si vous utilisez le Service pour le compte d’une entreprise, vous confirmez être habilité à engager cette entreprise.',
      },
      eligibility: {
        title: 'Conditions d’accès',
        p1: 'Vous devez avoir au moins {{minimumAge}} ans et la capacité de conclure un contrat pour utiliser le Service. Les chauffeurs doivent en outre détenir les permis et qualifications exigés par la loi pour les missions qu’ils acceptent.',
      },
      accounts: {
        title: 'Comptes et vérification',
        items: {
          accurate:
            'Fournissez des informations exactes, à jour et complètes lors de votre inscription, et tenez-les à jour.',
          secure:
            'Gardez votre mot de passe secret. Vous êtes responsable de tout ce qui est fait avec votre compte.',
          verify:
            'Nous vérifions les utilisateurs, les entreprises et leurs documents avant qu’ils puissent travailler sur la place de marché. Nous pouvons demander d’autres documents à tout moment et refuser ou suspendre un compte qui ne peut pas être vérifié.',
          one: 'Ne créez pas de compte pour une autre personne sans son autorisation et ne détenez pas plus d’un compte par rôle.',
        },
      },
      roles: {
        title: 'Les rôles sur la place de marché',
        p1: 'Chaque compte a l’un des quatre rôles suivants :',
        items: {
          drivers:
            'Les <strong>chauffeurs</strong> trouvent des missions, acceptent des affectations, partagent leur position pendant les missions en cours et livrent les chargements.',
          brokers:
            'Les <strong>courtiers</strong> organisent le transport pour leurs clients, publient des missions et affectent chauffeurs et transporteurs.',
          shippers:
            'Les <strong>expéditeurs</strong> publient les chargements à transporter et paient les missions terminées.',
          carriers:
            'Les <strong>transporteurs</strong> sont des entreprises de transport qui réalisent des missions avec leurs propres chauffeurs et véhicules.',
        },
        p2: 'FreightHub fournit la place de marché. Nous ne sommes pas partie aux accords entre utilisateurs et n’agissons ni comme transporteur, ni comme courtier, ni comme expéditeur d’un chargement.',
      },
      postings: {
        title: 'Publication de missions et frais de publication',
        p1: 'Les annonces doivent décrire exactement le chargement, les lieux d’enlèvement et de livraison, les dates et la rémunération, et porter sur des marchandises licites.',
        p2: 'La publication d’une mission coûte {{brokerFee}} aux courtiers et {{shipperFee}} aux expéditeurs. Les transporteurs et les chauffeurs publient gratuitement. Les frais sont prélevés lors de la publication.',
      },
      payments: {
        title: 'Paiements et frais de service',
        p1: 'Les paiements entre utilisateurs passent par le Service, par virement bancaire ou carte de crédit, et sont traités par notre prestataire de paiement. Des frais de service de {{paymentFee}} du montant sont déduits de chaque paiement de mission. Les frais de publication ne supportent aucun frais supplémentaire.',
        p2: 'Les prix sont indiqués en dollars américains, sauf mention contraire. Vous êtes responsable de vos propres impôts et taxes.',
      },
      escrow: {
        title: 'Séquestre',
        p1: 'Lorsqu’une mission est attribuée, les fonds du payeur sont placés sous séquestre par notre prestataire de paiement. Ils sont versés au bénéficiaire lorsque la mission est marquée comme terminée, ou selon la décision rendue dans un litige. FreightHub ne verse pas d’intérêts sur les fonds sous séquestre.',
      },
      refunds: {
        title: 'Les frais ne sont pas remboursables',
        p1: 'Aucuns frais, y compris les frais de publication et de service, ne sont remboursables, sauf mention contraire dans les présentes Conditions ou obligation légale.',
      },
      disputes: {
        title: 'Litiges entre utilisateurs',
        p1: 'Si un problème survient sur une mission, ouvrez un litige dans le Service dès que possible en joignant les informations et documents utiles. Notre équipe examine les éléments des deux parties et décide de la manière dont les fonds sous séquestre sont versés. Les deux parties doivent coopérer de bonne foi.',
      },
      conduct: {
        title: 'Comportements interdits',
        p1: 'Il vous est interdit :',
        items: {
          illegal: 'de publier ou transporter des marchandises illégales, dangereuses ou mal déclarées ;',
          false:
            'de fournir de fausses informations, d’usurper l’identité d’autrui ou de téléverser des documents falsifiés ;',
          bypass:
            'de convenir d’un paiement hors du Service pour éviter les frais d’une mission trouvée sur la place de marché ;',
          harass: 'de harceler, menacer ou discriminer d’autres utilisateurs ;',
          interfere:
            'de perturber le Service, de tenter d’accéder à des données qui ne sont pas les vôtres ou de les extraire par des moyens automatisés ;',
          unsafe:
            'de conduire sans permis ou assurance valables, ou en violation des règles de sécurité routière et de temps de travail.',
        },
      },
      termination: {
        title: 'Suspension et résiliation',
        p1: 'Vous pouvez fermer votre compte à tout moment. Nous pouvons suspendre ou fermer un compte qui enfreint ces Conditions, échoue à la vérification ou met d’autres utilisateurs en danger. Les obligations liées aux missions déjà acceptées et les frais déjà dus subsistent après la résiliation.',
      },
      liability: {
        title: 'Exclusions et limitation de responsabilité',
        p1: 'Le Service est fourni « en l’état ». Nous ne garantissons pas qu’une mission sera publiée, acceptée ou menée à bien, et nous ne sommes pas responsables des actes des utilisateurs ni de la perte ou de l’endommagement des marchandises en transit.',
        p2: 'Dans la mesure permise par la loi, FreightHub n’est pas responsable des dommages indirects ou consécutifs, et notre responsabilité totale envers vous est limitée aux frais que vous nous avez payés au cours des douze mois précédant la réclamation. Rien dans ces Conditions ne limite une responsabilité que la loi interdit de limiter.',
      },
      changes: {
        title: 'Modifications des conditions',
        p1: 'Nous pouvons modifier ces Conditions. Nous vous informerons de toute modification importante au moins {{noticeDays}} jours avant son entrée en vigueur, par e-mail ou dans le Service. Si vous continuez ensuite à utiliser le Service, vous acceptez les nouvelles Conditions ; si vous n’êtes pas d’accord, vous pouvez fermer votre compte.',
      },
      law: {
        title: 'Droit applicable et arbitrage',
        p1: 'Les présentes Conditions sont régies par le droit de <jurisdiction/>.',
        p2: 'Tout litige avec FreightHub qui ne peut être réglé à l’amiable sera tranché par un arbitrage contraignant administré par <arbitrator/>, selon son règlement, à <jurisdiction/>. Chaque partie peut toutefois porter une réclamation individuelle devant une juridiction compétente pour les petits litiges.',
      },
      contact: {
        title: 'Nous contacter',
        p1: 'Pour toute question sur ces Conditions, écrivez-nous via le <contact>formulaire de contact de notre page d’accueil</contact>.',
      },
    },
  },
};

export default fr;
