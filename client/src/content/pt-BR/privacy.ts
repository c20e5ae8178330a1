import type { InfoDocument } from '../info-page-types';

/** The privacy policy in pt-BR (the English text in ../legal.ts prevails). */
export const privacyPolicy: InfoDocument = {
  title: 'Política de Privacidade',
  lead: 'O Three Act guarda só o que precisa para sua conta e a comunidade, nunca vende nada disso, nunca rastreia você e apaga tudo quando você exclui sua conta.',
  sections: [
    {
      heading: 'Quem somos',
      paragraphs: [
        'Esta política vale para este site do Three Act. Nela, “nós” são as pessoas que o mantêm, e “você” é qualquer pessoa que o visite ou tenha uma conta. O Three Act é um software de código aberto, então outros grupos podem manter suas próprias cópias; cada uma delas é responsável pelos próprios dados.',
        'Para qualquer assunto sobre seus dados, escreva para {email}.',
      ],
    },
    {
      heading: 'Não é para menores de 13 anos',
      paragraphs: [
        'O Three Act não é destinado a crianças menores de 13 anos, e ao se cadastrar você precisa confirmar que tem pelo menos 13 anos. Não coletamos intencionalmente dados de crianças menores de 13 anos. Se você acredita que uma criança menor de 13 anos tem uma conta, avise-nos em {email} e nós a excluiremos. Se a lei do lugar onde você mora exige uma idade maior para consentir com o tratamento de dados, você precisa do consentimento de um dos pais ou responsável para usar o Three Act.',
      ],
    },
    {
      heading: 'O que guardamos',
      items: [
        {
          term: 'Sua conta:',
          text: 'seu nome, seu endereço de e-mail, uma senha protegida com hash seguro (nunca guardamos nem vemos a senha em si), sua função (usuário, moderador ou administrador), se seu e-mail foi verificado, quando você se cadastrou e sua foto de perfil, se você enviar uma. Todo mundo começa com uma imagem padrão gerada automaticamente.',
        },
        {
          term: 'Seu roteiro:',
          text: 'o título e cada resposta que você escreve nos atos I, II e III.',
        },
        {
          term: 'Seus personagens:',
          text: 'nomes, descrições, links de fotos, a marcação de protagonista e suas notas.',
        },
        {
          term: 'Seu perfil, se você criar um:',
          text: 'status, empresa, site, localização, gêneros, bio, links de redes sociais e obras concluídas.',
        },
        {
          term: 'Sua atividade na comunidade:',
          text: 'as publicações e comentários que você escreve no Brainstorm, e as curtidas, votos e denúncias que você faz.',
        },
        {
          term: 'Dados de segurança:',
          text: 'suas sessões conectadas (quando cada uma começou, quando foi usada pela última vez e o navegador e sistema em que roda, lidos do que seu navegador envia, para que você reconheça seus dispositivos em Configurações), os links que enviamos por e-mail (para verificar seu endereço, redefinir sua senha ou trocar seu endereço; guardados apenas de forma embaralhada, cada um válido uma única vez e expirando em 1 a 48 horas) e, por pouco tempo, seu endereço IP e o número de tentativas recentes de cadastro, login, redefinição e exportação, para podermos frear quem tenta adivinhar senhas ou criar contas em massa.',
        },
      ],
    },
    {
      heading: 'Quem pode ver',
      paragraphs: [
        'Seu roteiro e seus personagens são privados: só você pode vê-los, a menos que você crie um link de feedback somente leitura para uma história, que qualquer pessoa com o link pode ler (os personagens, e as notas deles, só se você escolher) até você parar de compartilhar. Seu perfil, suas publicações e comentários no Brainstorm, e o nome e a imagem exibidos com eles são públicos. Seu endereço de e-mail nunca é mostrado a outros usuários.',
        'Moderadores e administradores podem ver publicações e comentários denunciados para analisá-los. Não vendemos, alugamos nem compartilhamos seus dados com ninguém, e só os entregamos às autoridades quando a lei nos obriga.',
      ],
    },
    {
      heading: 'Para que usamos',
      paragraphs: [
        'Usamos seus dados apenas para oferecer o Three Act: para manter sua conta funcionando e segura, salvar seu roteiro, seus personagens e seu perfil, mostrar suas publicações e comentários, enviar os e-mails de que o serviço precisa (verificar seu endereço, redefinir sua senha, confirmar um novo endereço e avisar o antigo) e manter a comunidade segura de acordo com as Diretrizes da comunidade. Onde o GDPR se aplica, a base legal é a execução do nosso acordo com você (os Termos de Uso) e nosso legítimo interesse em manter o serviço seguro e livre de abusos.',
        'Não enviamos newsletters nem e-mails de marketing, não exibimos publicidade e não criamos perfis do seu comportamento.',
      ],
    },
    {
      heading: 'Cookies',
      paragraphs: [
        'O Three Act usa dois cookies, ambos apenas enquanto você está conectado, ambos enviados só para este site, ambos expirando após sete dias e ambos removidos quando você sai. O cookie de sessão mantém você conectado: ele é marcado como HttpOnly, então scripts na página não conseguem lê-lo. O segundo, “signed_in”, guarda apenas “1”: ele só avisa ao app que vale a pena perguntar quem você é, para que uma visita desconectada não envie uma requisição que falharia. Os dois são estritamente necessários para entrar, então não precisam de aviso de consentimento.',
        'Não há cookies de análise, rastreamento ou publicidade, e o site não carrega serviços de terceiros: nenhuma fonte, script, imagem ou widget de outras empresas. Os links de fotos que você adiciona aos seus próprios personagens são carregados do endereço que você digitou.',
      ],
    },
    {
      heading: 'Onde seus dados ficam',
      paragraphs: [
        'Seus dados podem ser armazenados e tratados fora da Europa, inclusive em países cujas leis de proteção de dados são diferentes das do lugar onde você mora. Onde quer que fiquem, nós os protegemos como esta política descreve e, quando o GDPR exige, usamos salvaguardas adequadas para essas transferências.',
      ],
    },
    {
      heading: 'Por quanto tempo guardamos',
      paragraphs: [
        'Guardamos seus dados enquanto você tiver uma conta. Você pode excluir sua conta a qualquer momento em Configurações ou no seu painel. A exclusão apaga tudo de uma vez e para sempre: sua conta, roteiro, personagens e notas, perfil e obras concluídas, foto de perfil, publicações e comentários, e suas curtidas, votos e denúncias. Registros de segurança, como tentativas recentes de login, expiram sozinhos em poucas horas.',
        'Só guardamos uma cópia de um conteúdo específico por mais tempo quando a lei exige, por exemplo quando ele foi denunciado às autoridades.',
      ],
    },
    {
      heading: 'Seus direitos',
      paragraphs: [
        'Você tem o direito de ver os dados que temos sobre você, de corrigi-los, de receber uma cópia em formato portátil, de se opor ao modo como os usamos ou limitá-lo, e de pedir que sejam apagados. Quase tudo isso você pode fazer sozinho, a qualquer momento:',
        'Para obter uma cópia, escolha “Baixar meus dados” em Configurações: um arquivo ZIP com tudo o que você criou e fez (os dados da sua conta sem a senha, seu perfil e suas obras, seu roteiro com os personagens e notas, suas publicações e comentários, e as curtidas, votos e denúncias que você fez) em um arquivo JSON, cada história como um arquivo Markdown e sua foto de perfil, se você enviou uma. De outras pessoas, ele contém apenas os nomes dos escritores em cujas conversas você comentou.',
        'Para alterar seus dados, edite seu roteiro, seus personagens e seu perfil onde você os escreveu; troque seu nome, e-mail e senha em Configurações (um novo endereço só passa a valer quando você abre o link que enviamos para ele, e seu endereço antigo é avisado da troca). Configurações também lista os dispositivos conectados à sua conta e permite desconectar qualquer um deles.',
        'Para apagar tudo, exclua sua conta em Configurações ou no seu painel. Para qualquer outra coisa, escreva para {email} e responderemos em até um mês.',
        'Se você acha que tratamos seus dados de forma ilegal, também tem o direito de reclamar à autoridade de proteção de dados do lugar onde mora.',
      ],
    },
    {
      heading: 'Segurança',
      paragraphs: [
        'As senhas são protegidas com bcrypt, as sessões podem ser revogadas na hora, as conexões devem usar HTTPS e o site é feito para resistir a ataques comuns. Nenhum sistema é perfeitamente seguro, então use uma senha que você não use em nenhum outro lugar. Se um dia soubermos de um vazamento que coloque seus dados em risco, avisaremos você e as autoridades como a lei exige.',
      ],
    },
    {
      heading: 'Mudanças nesta política',
      paragraphs: [
        'Se mudarmos esta política, publicaremos a nova versão nesta página. Se uma mudança afetar o modo como usamos dados que você já nos deu, avisaremos por e-mail ou no seu painel antes que ela entre em vigor.',
      ],
    },
    {
      heading: 'Contato',
      paragraphs: ['Dúvidas, pedidos ou reclamações sobre privacidade: {email}.'],
    },
  ],
};
